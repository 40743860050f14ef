import type { z } from 'zod';
import type { contract } from '@/shared/api/contract';
import { languageCode } from '@/shared/api/contract/common';
import type { ChatFavoriteRecord, ChatRecord } from '../../db/chat-records';
import type { FeedLikeRecord, FeedRecord } from '../../db/discovery-records';
import type { BlockRecord, LikeRecord, MemberRecord, MessageRecord, VisitRecord } from '../../db/records';
import { NEW_MEMBER_SETTINGS } from '../../db/member-defaults';
import type { Snapshot } from '../../db/snapshot';
import { NO_PASSWORD } from '../../domain/passwords';
import { compareIds } from '../../domain/relations';
import type { Accepted, RecordedCall } from './observations';

/**
 * The fake backend's records from the answers a server gave one member: the member, the people its lists,
 * deck, chats and feeds name, the likes, visits, matches, chats, messages and blocks between them, the shop's
 * plans, the admin settings and the help pages. Nothing is guessed that an answer names; what the contract
 * never tells (another member's position, their settings) is made up so the fake backend's rules give back
 * what the server showed: the deck's people in its order, every list and count as they were.
 */
export interface BuildOptions {
  /** Epoch ms of the recording: list times are laid out before it, newest first. */
  recordedAt: number;
  /** The newest messages kept per chat (the unread ones always are). */
  messagesPerChat?: number;
}

export interface BuiltRecords {
  records: Snapshot;
  accountId: string;
  counts?: Record<string, string>;
}

type AnswerOf<C extends RecordedCall> = z.infer<(typeof contract)[C]['response']>;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const KM_IN_DEGREES_OF_LATITUDE = 1 / 111.195;

/** What the answers told of one person, merged from every answer that names them. */
interface PersonSeen {
  user_id: string;
  user_name?: string;
  image?: string;
  imagess?: string[];
  age?: string;
  location?: string;
  show_age?: 'true' | 'false';
  show_location?: 'true' | 'false';
  online?: string;
  gender?: MemberRecord['gender'];
  bio?: string;
  job?: string;
  company?: string;
  school?: string;
  interests?: string[];
  premium?: 'true' | 'false';
}

export function buildRecords(accepted: readonly Accepted[], { recordedAt, messagesPerChat = 20 }: BuildOptions): BuiltRecords {
  const answersOf = <C extends RecordedCall>(call: C) =>
    accepted.filter((entry) => entry.call === call).map((entry) => ({ request: entry.request, answer: entry.answer as AnswerOf<C> }));
  const firstAnswer = <C extends RecordedCall>(call: C) => answersOf(call)[0]?.answer;

  const own = firstAnswer('webprofile');
  if (!own) throw new Error('no answer of webprofile fits the contract: the member to record is unknown');
  const meId = own.result.user_id;
  const minutesBefore = (minutes: number) => recordedAt - minutes * MINUTE_MS;

  const people = new Map<string, PersonSeen>();
  const see = (person: PersonSeen) => {
    if (person.user_id === meId) return;
    const known = people.get(person.user_id) ?? { user_id: person.user_id };
    const defined = Object.fromEntries(Object.entries(person).filter(([, value]) => value !== undefined && value !== ''));
    people.set(person.user_id, { ...known, ...defined });
  };

  // The deck, in the order the server dealt it.
  const deck = (firstAnswer('webgetpeople')?.peoples ?? []).filter((card) => card.user_id !== meId);
  for (const card of deck) {
    see({ user_id: card.user_id, user_name: card.user_name, age: card.age, location: card.location, show_location: card.show_location, imagess: card.imagess, online: card.online });
  }

  const likes: LikeRecord[] = [];
  const visits: VisitRecord[] = [];
  const seeEntry = (entry: AnswerOf<'webvisitors'>['peoples'][number]) =>
    see({ user_id: entry.user_id, user_name: entry.user_name, image: entry.user_image, online: entry.online, show_age: entry.show_age, location: entry.location, age: entry.age });

  for (const [rank, entry] of (firstAnswer('webvisitors')?.peoples ?? []).entries()) {
    seeEntry(entry);
    visits.push({ visitor_id: entry.user_id, visited_id: meId, at: minutesBefore(30 * rank + 5) });
  }
  for (const { request, answer } of answersOf('webfriendrequests')) {
    const type = request.type === 'superlike' ? 'superlike' : 'like';
    for (const [rank, entry] of answer.peoples.entries()) {
      seeEntry(entry);
      likes.push({ from_id: entry.user_id, to_id: meId, type, at: minutesBefore(45 * rank + 10) });
    }
  }

  // A match is a mutual like; every listed chat is a match's (the fake backend lists only those).
  const matched = new Map<string, number>();
  for (const [rank, entry] of (firstAnswer('webfriendslist')?.peoples ?? []).entries()) {
    seeEntry(entry);
    matched.set(entry.user_id, minutesBefore(60 * rank + 20));
  }

  const chatList = firstAnswer('webgetchat')?.matches ?? [];
  const chats: ChatRecord[] = [];
  const favorites: ChatFavoriteRecord[] = [];
  const partnerOfChat = new Map<string, string>();
  const unreadOfChat = new Map<string, number>();
  for (const [rank, item] of chatList.entries()) {
    see({ user_id: item.user_id, user_name: item.user_name, image: item.user_image, online: item.online });
    if (!matched.has(item.user_id)) matched.set(item.user_id, minutesBefore(60 * rank + 30));
    partnerOfChat.set(item.chat_id, item.user_id);
    unreadOfChat.set(item.chat_id, Number(item.unread ?? '0'));
    const pair = [meId, item.user_id].sort(compareIds) as [string, string];
    chats.push({ chat_id: item.chat_id, member_ids: pair, created_at: minutesBefore(60 * rank + 25) });
    if (item.favorite === 'true') favorites.push({ user_id: meId, favorite_user_id: item.user_id, at: minutesBefore(rank + 1) });
  }
  for (const [partnerId, at] of matched) {
    likes.push({ from_id: meId, to_id: partnerId, type: 'like', at }, { from_id: partnerId, to_id: meId, type: 'like', at: at - MINUTE_MS });
  }

  const messages = chatMessages(answersOf('webgetchatmessage'), { partnerOfChat, unreadOfChat, meId, messagesPerChat });
  openedInListOrder(chats, messages, recordedAt);

  const blocks: BlockRecord[] = [];
  for (const { request, answer } of answersOf('blockstatus')) {
    const partnerId = partnerOfChat.get(request.chatid ?? '');
    if (!partnerId || answer.block !== 'true') continue;
    const [blocker, blocked] = answer.blocked_by_me === 'true' ? [meId, partnerId] : [partnerId, meId];
    blocks.push({ blocker_id: blocker, blocked_id: blocked, at: minutesBefore(15) });
  }

  const feeds: FeedRecord[] = [];
  const feedLikes: FeedLikeRecord[] = [];
  for (const [rank, entry] of (firstAnswer('webfeeds')?.feeds ?? []).entries()) {
    see({ user_id: entry.user_id, user_name: entry.user_name, image: entry.user_image, gender: entry.gender });
    const at = minutesBefore(90 * rank + 40);
    feeds.push({ feed_id: entry.feed_id, user_id: entry.user_id, feed_type: entry.feed_type, feed_content: entry.feed_content, feed_content_images: entry.feed_content_images, at });
    if (entry.liked === 'true') feedLikes.push({ feed_id: entry.feed_id, user_id: meId, at: at + MINUTE_MS });
  }

  for (const { answer } of answersOf('webprofilenew')) {
    const profile = answer.result;
    see({
      user_id: profile.user_id,
      user_name: profile.user_name,
      age: profile.age,
      show_age: profile.show_age,
      location: profile.location,
      show_location: profile.show_location,
      bio: profile.bio,
      job: profile.job,
      company: profile.company,
      school: profile.school,
      imagess: profile.imagess,
      interests: profile.interest_other,
      premium: profile.premium_member,
    });
  }

  const me: MemberRecord = {
    ...own.result,
    password_hash: NO_PASSWORD,
    online: '1',
    onlinelasttime: String(recordedAt),
    email_verified: 'true',
    created_at: recordedAt - 30 * DAY_MS,
  };
  const deckRank = new Map(deck.map((card, rank) => [card.user_id, rank]));
  const members = [me, ...[...people.values()].sort((x, y) => compareIds(x.user_id, y.user_id)).map((person) => memberOf(person, me, deckRank.get(person.user_id), recordedAt))];

  const plans = firstAnswer('premiumlistweb');
  const boosts = firstAnswer('webboostlist');
  const superLikes = firstAnswer('websuperlikelist');
  const settings = plans ?? boosts ?? superLikes;
  const appOfTheDay = firstAnswer('appoftheday')?.result;
  const admin = firstAnswer('admindatas')?.result;

  const records: Snapshot = {
    members,
    adminSettings: admin ? [admin] : [],
    helpPages: helpPagesOf(answersOf('webhelppages')),
    landingLinks: firstAnswer('webhelppages')?.landingpage ?? [],
    appOfTheDay: appOfTheDay ? [appOfTheDay] : [],
    premiumPlans: plans?.result ?? [],
    boostPacks: boosts?.result ?? [],
    superLikePacks: superLikes?.result ?? [],
    paymentSettings: settings ? [{ currency: settings.currency, payment: settings.payment, license_key: settings.license_key }] : [],
    likes,
    visits,
    chats,
    chatFavorites: favorites,
    messages,
    blocks,
    feeds,
    feedLikes,
  };
  const counts = firstAnswer('webgetcounts')?.result;
  return { records, accountId: meId, ...(counts ? { counts: { ...counts } } : {}) };
}

/**
 * The chat list is newest activity first: a chat's last message, or its opening when nothing was said. A
 * chat opens before its first message; one where nothing was said opens just after the chat listed below it
 * was last active, so the fake backend lists the chats in the server's order.
 */
function openedInListOrder(chats: ChatRecord[], messages: MessageRecord[], recordedAt: number): void {
  const times = new Map<string, number[]>();
  for (const message of messages) times.set(message.chat_id, [...(times.get(message.chat_id) ?? []), message.at]);
  let above = recordedAt;
  for (const chat of chats) {
    const said = times.get(chat.chat_id);
    chat.created_at = said ? Math.min(...said) - 5 * MINUTE_MS : above - 1000;
    above = said ? Math.max(...said) : chat.created_at;
  }
}

function helpPagesOf(answers: { request: Record<string, string>; answer: AnswerOf<'webhelppages'> }[]): unknown[] {
  const byLanguage = new Map(answers.map(({ request, answer }) => [request.language ?? 'en', answer.helppages]));
  const fallback = byLanguage.get('en') ?? answers[0]?.answer.helppages ?? [];
  // A language the recording did not ask for shows the pages it has, rather than none.
  return languageCode.options.flatMap((language) => (byLanguage.get(language) ?? fallback).map((page) => ({ ...page, language })));
}

function chatMessages(
  answers: { request: Record<string, string>; answer: AnswerOf<'webgetchatmessage'> }[],
  chat: { partnerOfChat: Map<string, string>; unreadOfChat: Map<string, number>; meId: string; messagesPerChat: number },
): MessageRecord[] {
  const records: MessageRecord[] = [];
  let sequence = 0;
  for (const { request, answer } of answers) {
    const chatId = request.chat_id ?? '';
    const partnerId = chat.partnerOfChat.get(chatId);
    if (!partnerId) continue;
    const unread = chat.unreadOfChat.get(chatId) ?? 0;
    const kept = answer.chats.slice(-Math.max(chat.messagesPerChat, unread));
    // The newest `unread` messages to the member are the ones the list counted unread.
    let unreadLeft = unread;
    const readFlags = [...kept].reverse().map((message) => {
      if (message.receiver_id !== chat.meId || unreadLeft === 0) return true;
      unreadLeft -= 1;
      return false;
    });
    readFlags.reverse();
    for (const [index, message] of kept.entries()) {
      sequence += 1;
      records.push({
        message_id: String(sequence),
        chat_id: chatId,
        sender_id: message.sender_id,
        receiver_id: message.receiver_id,
        read: readFlags[index] ?? true,
        at: Number(message.chatTime) * 1000,
        type: message.type,
        message: message.message,
        upload_image: message.upload_image,
        chat_time: message.chatTime,
        ...(message.type === 'feed' ? { feeds: message.feeds } : {}),
      });
    }
  }
  return records;
}

const wantedGender = { men: 'male', women: 'female', everyone: undefined } as const;

/**
 * Another member as the fake backend keeps one. The deck's people stand one more km away per card, in the
 * order the server dealt them (the fake deck deals nearest first, by whole km), inside the member's filter;
 * everyone else stands far beyond any filter's distance, so the deck shows the recorded cards and no others.
 */
function memberOf(person: PersonSeen, me: MemberRecord, deckRank: number | undefined, recordedAt: number): MemberRecord {
  const origin = { lat: Number(me.lat) || 0, lon: Number(me.lon) || 0 };
  const lat = deckRank === undefined ? origin.lat + (origin.lat >= 0 ? -50 : 50) : origin.lat + (deckRank + 1) * KM_IN_DEGREES_OF_LATITUDE;
  const gender = person.gender ?? (deckRank === undefined ? 'other' : (wantedGender[me.filter_gender] ?? 'other'));
  const imagess = person.imagess ?? (person.image ? [person.image] : []);
  const interests = person.interests ?? [];
  return {
    user_id: person.user_id,
    user_name: person.user_name ?? '',
    images: imagess[0] ?? '',
    imagess,
    location: person.location ?? '',
    lat: lat.toFixed(6),
    lon: origin.lon.toFixed(6),
    gender,
    bio: person.bio ?? '',
    job: person.job ?? '',
    company: person.company ?? '',
    school: person.school ?? '',
    phone: '',
    email: '',
    age: person.age ?? '18',
    interest: interests,
    interest1: interests.slice(0, 2).join(', '),
    ex1: String(Math.max(0, interests.length - 2)),
    people_for: me.filter_peoplefor[0] ?? me.people_for,
    premium_member: person.premium ?? 'false',
    membership_valid_web: '',
    userstatus: '1',
    show_age: person.show_age ?? 'true',
    show_location: person.show_location ?? 'true',
    ...NEW_MEMBER_SETTINGS,
    filter_age: '18-100',
    filter_gender: 'everyone',
    filter_peoplefor: [],
    filter_distance: '100',
    superlike_count: '0',
    boost_count: '0',
    password_hash: NO_PASSWORD,
    online: person.online === '1' ? '1' : '0',
    // Within a km, the fake deck deals the most recently active first: the server's order again.
    onlinelasttime: String(recordedAt - ((deckRank ?? 1000) + 1) * MINUTE_MS),
    email_verified: 'true',
    created_at: recordedAt - 60 * DAY_MS,
  };
}
