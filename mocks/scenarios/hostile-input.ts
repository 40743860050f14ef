import type { LanguageCode } from '@/shared/api/contract/common';
import { db } from '../db/database';
import type { MemberRecord, MessageRecord } from '../db/records';
import { startBoost } from '../domain/boost';
import { parseAgeRange } from '../domain/deck';
import { updateMember } from '../domain/update-member';
import { buildChat, buildMessage } from '../factories/chats';
import { buildFeed } from '../factories/feeds';
import { nextId } from '../factories/ids';
import { buildLike, buildMatch, buildVisit } from '../factories/likes';
import { clock } from '../lib/clock';
import { addPerson, DEFAULT_MEMBER_ID, existingMember } from './people';

/**
 * Hostile input in every text and URL a member or the server
 * controls, for the signed-in member's screens. Texts (script tags, handlers,
 * attribute breaks, RTL overrides, template strings…) become people's names,
 * bios, jobs, companies, schools and places, chat messages, feed posts, the
 * app of the day and a help page's HTML; URLs (javascript:, data:…) become
 * photos, chat images and voice messages, feed images, the app of the day's
 * image and link, and the social links. The app must show every text as text
 * and load none of the URLs.
 */
export interface HostileInput {
  /** Texts, each put in several places; at least one. */
  texts: readonly string[];
  /** URLs, each put in several src and href places; at least one. */
  urls: readonly string[];
}

export interface HostileInputOptions extends HostileInput {
  memberId?: string;
}

export interface PlantedInput {
  memberId: string;
  /** One new person per text, nearest and newest first: the deck, the lists and the feeds show them. */
  people: string[];
  /** The people who visited, liked, super liked and matched the member (every person visited). */
  visitors: string[];
  likers: string[];
  superLikers: string[];
  matches: string[];
  /** The chat that holds every text, image and voice message. */
  chatId: string;
  /** Its partner. */
  partnerId: string;
  /** The help page (in every language) whose HTML is the texts and the URLs. */
  helpPageId: string;
  /** How many fields got a payload (a text or URL each; a help page's HTML counts each payload in it). */
  places: number;
}

/**
 * A few classics for the demo controls' "hostile-input" scenario; the e2e
 * corpus (tests/e2e/xss-corpus.ts) is the full one. Each would call
 * window.__xss(n) if it ran.
 */
export const SAMPLE_HOSTILE_INPUT: HostileInput = {
  texts: [
    '<img src=x onerror="window.__xss(1)">',
    '<script>window.__xss(2)</script>',
    '"><svg onload="window.__xss(3)">',
    '\u202Egnp.exe',
    '{{constructor.constructor("window.__xss(5)")()}}',
    '${window.__xss(6)}',
  ],
  urls: ['javascript:window.__xss(7)', 'data:text/html,<script>window.__xss(8)</script>', 'data:image/svg+xml,<svg onload="window.__xss(9)"/>'],
};

/** Ages, gender and 'here to' the member looks for, so the planted people pass the deck's filter. */
function wantedBy(member: MemberRecord): Partial<MemberRecord> {
  const ages = parseAgeRange(member.filter_age);
  const gender = member.filter_gender === 'men' ? 'male' : member.filter_gender === 'women' ? 'female' : member.gender;
  return { age: String(ages?.min ?? member.age), gender, people_for: member.filter_peoplefor[0] ?? member.people_for };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Every person's role by turns, so each list gets a quarter of them. */
const roles = ['like', 'superlike', 'match', 'deck'] as const;

/** Plants the texts and URLs in the member's world (see HostileInput); the database keeps them until the next reset. */
export async function plantHostileInput({ texts, urls, memberId = DEFAULT_MEMBER_ID }: HostileInputOptions): Promise<PlantedInput> {
  if (texts.length === 0 || urls.length === 0) throw new Error('plantHostileInput: give at least one text and one URL');
  const member = existingMember(memberId);
  const now = clock.now();
  const planted: PlantedInput = { memberId, people: [], visitors: [], likers: [], superLikers: [], matches: [], chatId: '', partnerId: '', helpPageId: '', places: 0 };

  await updateMember(memberId, (record) => {
    record.user_name = pick(texts, 0);
    record.bio = pick(texts, 1);
    record.job = pick(texts, 2);
    record.company = pick(texts, 3);
    record.school = pick(texts, 4);
    record.location = pick(texts, 5);
    record.images = pick(urls, 0);
    record.imagess = [...urls];
  });
  planted.places += 7 + urls.length;

  for (const [index, text] of texts.entries()) {
    // Newest first everywhere: the first text's person tops the deck and every list.
    const at = now - index * 1000;
    const person = await addPerson(
      { near: memberId },
      {
        ...wantedBy(member),
        user_name: text,
        bio: pick(texts, index + 1),
        job: pick(texts, index + 2),
        company: pick(texts, index + 3),
        school: pick(texts, index + 4),
        location: pick(texts, index + 5),
        images: pick(urls, index),
        imagess: [pick(urls, index), pick(urls, index + 1)],
        onlinelasttime: String(at),
      },
    );
    const personId = person.user_id;
    planted.people.push(personId);
    // Name, bio, job, company, school, place; main photo and two photos.
    planted.places += 9;
    // Boosted, so they come before the seed's own boosted and online people: the deck opens on them.
    await startBoost(personId, now);
    await db.visits.create(buildVisit(personId, memberId, { at }));
    planted.visitors.push(personId);
    const role = pick(roles, index);
    if (role === 'like' || role === 'superlike') {
      await db.likes.create(buildLike(personId, memberId, { type: role, at }));
      (role === 'like' ? planted.likers : planted.superLikers).push(personId);
    }
    if (role === 'match') {
      for (const like of buildMatch(memberId, personId, at)) await db.likes.create(like);
      planted.matches.push(personId);
    }
    await db.feeds.create(buildFeed(personId, { feed_type: pick(['bio', 'job', 'company', 'school', 'location'], index), feed_content: text, at }));
    await db.feeds.create(buildFeed(personId, { feed_type: 'image', feed_content: pick(texts, index + 1), feed_content_images: [pick(urls, index), pick(urls, index + 1)], at: at - 500 }));
    planted.places += 4;
  }

  const [firstMatch, ...otherMatches] = planted.matches;
  if (firstMatch) {
    planted.partnerId = firstMatch;
    planted.chatId = await chatOfEverything(memberId, firstMatch, { texts, urls });
    planted.places += texts.length + urls.length * 3;
  }
  // Every other match's chat row previews one text.
  for (const [index, partnerId] of otherMatches.entries()) await chatOf(memberId, partnerId, [{ text: pick(texts, index + 1) }], now - (index + 1) * 1000);
  planted.places += otherMatches.length;

  const help = await plantHelp({ texts, urls });
  planted.helpPageId = help.pageId;
  planted.places += help.places;
  await plantAppOfTheDay({ texts, urls });
  planted.places += 2 + texts.length + urls.length;
  return planted;
}

type Line = { text: string } | { image: string } | { audio: string } | { feed: { content: string; image: string } };

/** Every text as a message, every URL as an image and as a voice message, and a shared feed post: the partner's, read. */
async function chatOfEverything(memberId: string, partnerId: string, { texts, urls }: HostileInput): Promise<string> {
  const lines: Line[] = [
    ...urls.flatMap((url) => [{ image: url }, { audio: url }]),
    ...urls.map((url, index) => ({ feed: { content: pick(texts, index), image: url } })),
    ...texts.map((text) => ({ text })),
  ];
  return chatOf(memberId, partnerId, lines, clock.now());
}

async function chatOf(memberId: string, partnerId: string, lines: Line[], lastAt: number): Promise<string> {
  const chat = await db.chats.create(buildChat(memberId, partnerId, { created_at: lastAt - lines.length * 1000 - 1000 }));
  const firstId = Number(nextId(db.messages.all().map((message) => message.message_id)));
  const messages: MessageRecord[] = lines.map((line, index) => {
    const overrides: Partial<MessageRecord> = { message_id: String(firstId + index), at: lastAt - (lines.length - 1 - index) * 1000 };
    if ('text' in line) return buildMessage(chat, partnerId, memberId, line, overrides);
    const media: Partial<MessageRecord> =
      'image' in line
        ? { type: 'image', upload_image: line.image }
        : 'audio' in line
          ? { type: 'audio_msg', upload_image: line.audio }
          : { type: 'feed', upload_image: '', feeds: { feed_type: 'image', feed_content: line.feed.content, feed_content_images: [line.feed.image] } };
    return buildMessage(chat, partnerId, memberId, { text: '' }, { ...overrides, message: '', ...media });
  });
  for (const message of messages) await db.messages.create(message);
  return chat.chat_id;
}

/**
 * A help page in every language whose title is the first text and whose HTML
 * is the texts themselves (raw, as a server would send markup), links and
 * images on the URLs; the social links point at the URLs too.
 */
async function plantHelp({ texts, urls }: HostileInput): Promise<{ pageId: string; places: number }> {
  const pageId = nextId(db.helpPages.all().map((page) => page.id));
  const html = [
    ...texts.map((text) => `<p>${text}</p>`),
    ...urls.map((url, index) => `<p><a href="${url}">link ${index + 1}</a><img alt="" src="${url}"></p>`),
  ].join('');
  const languages = [...new Set(db.helpPages.all().map((page) => page.language))] as LanguageCode[];
  for (const language of languages) await db.helpPages.create({ id: pageId, language, title: pick(texts, 0), description: html });
  const links = db.landingLinks.all();
  for (const [index, link] of links.entries()) {
    await db.landingLinks.update((q) => q.where({ title: link.title }), {
      data: (record) => {
        record.url = pick(urls, index);
      },
    });
  }
  // Per language: the title, each text and each URL twice (a link and an image); then the social links.
  return { pageId, places: languages.length * (1 + texts.length + urls.length * 2) + links.length };
}

/** The app of the day above the chats: its title and description are texts, its images and link the URLs. */
async function plantAppOfTheDay({ texts, urls }: HostileInput): Promise<void> {
  db.appOfTheDay.clear();
  await db.appOfTheDay.create({ title: pick(texts, 0), description: texts.join(' '), images: [...urls], app_settings: 'enable', view_url_web: pick(urls, 0) });
}
