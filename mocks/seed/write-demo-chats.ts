import { encryptMessage } from '@/shared/lib/message-cipher';
import { db } from '../db/database';
import type { MessageRecord } from '../db/records';
import { chatTimeOf } from '../domain/chat-messages';
import { clock } from '../lib/clock';
import { photoUrl, scenePictureUrls, type Scene } from '../lib/photos';
import { stableHash } from '../lib/stable-hash';
import { noPause, type Pause } from '../lib/pause';
import { demoAccounts } from './demo-accounts';
import { seededPartnerId } from './demo-chat-names';
import { memberById } from '../db/member-index';

/**
 * Chats for the regular and premium demo accounts with their ten matches
 * (people 30..39 of each account's range, matched by seed-relations), so every
 * state of the chat list and screen shows on first open (docs/product/fake-backend-and-demo.md#data-and-seeds):
 * text, image and feed messages, a chat the member blocked, one in which the
 * partner blocked the member, a favourite, two unread chats, a chat with no
 * message yet, and more than a page (8) of chats.
 */

type Line =
  | { from: 'member' | 'partner'; minutesAgo: number; text: string; unread?: boolean }
  | { from: 'member' | 'partner'; minutesAgo: number; image: number; unread?: boolean }
  // A shared post: its picture's URL is made with the seed, where the photos are served from then (lib/photos.ts).
  | { from: 'member' | 'partner'; minutesAgo: number; feed: { caption: string; scene: Scene }; unread?: boolean };

interface Script {
  lines: Line[];
  favorite?: boolean;
  blockedBy?: 'member' | 'partner';
}

/** Chat i is with the account's person 30 + i, named `SEEDED_CHATS[i]` (demo-chat-names.ts). */
const scripts: Script[] = [
  {
    favorite: true,
    lines: [
      { from: 'partner', minutesAgo: 300, text: 'Hi! I loved your profile 😊' },
      { from: 'member', minutesAgo: 296, text: 'Thank you! Yours made me smile too.' },
      { from: 'partner', minutesAgo: 290, text: 'Do you like hiking?' },
      { from: 'member', minutesAgo: 285, text: 'I do! Do you have a favourite trail?' },
    ],
  },
  {
    lines: [
      { from: 'member', minutesAgo: 60, text: 'Hey, how was the concert?' },
      { from: 'partner', minutesAgo: 12, text: 'It was amazing!', unread: true },
      { from: 'partner', minutesAgo: 10, text: "I'll send you a photo later", unread: true },
    ],
  },
  {
    lines: [
      { from: 'partner', minutesAgo: 25, text: 'Look at this view', unread: true },
      { from: 'partner', minutesAgo: 24, image: 3, unread: true },
    ],
  },
  {
    blockedBy: 'member',
    lines: [
      { from: 'partner', minutesAgo: 2000, text: 'Hello?' },
      { from: 'member', minutesAgo: 1990, text: 'Hi' },
    ],
  },
  {
    blockedBy: 'partner',
    lines: [
      { from: 'member', minutesAgo: 3000, text: 'Hey there!' },
      { from: 'partner', minutesAgo: 2990, text: 'Hi!' },
      { from: 'member', minutesAgo: 2980, text: 'Would you like to grab a coffee?' },
    ],
  },
  {
    lines: [
      {
        from: 'partner',
        minutesAgo: 400,
        feed: { caption: 'Sunday at the market', scene: 'market' },
      },
      { from: 'member', minutesAgo: 395, text: 'Great photo! Which market is it?' },
    ],
  },
  {
    lines: [
      { from: 'member', minutesAgo: 500, image: 1 },
      { from: 'partner', minutesAgo: 490, text: 'Nice photo!' },
    ],
  },
  {
    lines: [
      { from: 'partner', minutesAgo: 700, text: 'Good morning ☀️' },
      { from: 'member', minutesAgo: 690, text: 'Morning! Any plans today?' },
    ],
  },
  { lines: [{ from: 'member', minutesAgo: 1500, text: 'It was nice talking to you' }] },
  // Matched, chat opened, nothing said yet.
  { lines: [] },
];

/** The same seed gives the same stored texts, and a reseed does not pay for the cipher again. */
const cipherCache = new Map<string, string>();

function seededCipher(text: string, seed: number): string {
  const key = `${seed}|${text}`;
  const cached = cipherCache.get(key);
  if (cached !== undefined) return cached;
  const saltHex = [stableHash(`${key}|a`), stableHash(`${key}|b`)].map((part) => part.toString(16).padStart(8, '0')).join('');
  const cipherText = encryptMessage(text, { saltHex });
  cipherCache.set(key, cipherText);
  return cipherText;
}

export async function seedChats(seed: number, pause: Pause = noPause): Promise<void> {
  await seedAppOfTheDay();
  let chatNumber = 0;
  let messageNumber = 0;
  for (const account of [demoAccounts.regular, demoAccounts.premium]) {
    const memberId = account.user_id;
    for (const [index, script] of scripts.entries()) {
      const partnerId = seededPartnerId(memberId, index);
      if (!memberById(partnerId)) continue;
      chatNumber += 1;
      const chatId = String(chatNumber);
      const firstAgo = script.lines[0]?.minutesAgo ?? 600;
      await db.chats.create({ chat_id: chatId, member_ids: [memberId, partnerId], created_at: minutesAgo(firstAgo + 5) });
      for (const line of script.lines) {
        messageNumber += 1;
        await db.messages.create(messageOf(line, { chatId, memberId, partnerId, seed, messageId: String(messageNumber) }));
      }
      if (script.favorite) await db.chatFavorites.create({ user_id: memberId, favorite_user_id: partnerId, at: minutesAgo(200) });
      if (script.blockedBy) {
        const [blocker, blocked] = script.blockedBy === 'member' ? [memberId, partnerId] : [partnerId, memberId];
        await db.blocks.create({ blocker_id: blocker, blocked_id: blocked, at: minutesAgo(1000) });
      }
      await pause();
    }
  }
}

function minutesAgo(minutes: number): number {
  return clock.now() - minutes * 60_000;
}

function messageOf(
  line: Line,
  ids: { chatId: string; memberId: string; partnerId: string; seed: number; messageId: string },
): MessageRecord {
  const at = minutesAgo(line.minutesAgo);
  const [sender, receiver] = line.from === 'member' ? [ids.memberId, ids.partnerId] : [ids.partnerId, ids.memberId];
  const base = {
    message_id: ids.messageId,
    chat_id: ids.chatId,
    sender_id: sender,
    receiver_id: receiver,
    read: !line.unread,
    at,
    chat_time: chatTimeOf(at),
  };
  if ('text' in line) return { ...base, type: 'text', message: seededCipher(line.text, ids.seed), upload_image: '' };
  if ('image' in line) return { ...base, type: 'image', message: '', upload_image: photoUrl(line.image) };
  const feeds = { feed_type: 'image', feed_content: line.feed.caption, feed_content_images: scenePictureUrls(line.feed.scene, 0, 1) };
  return { ...base, type: 'feed', message: '', upload_image: '', feeds };
}

async function seedAppOfTheDay(): Promise<void> {
  await db.appOfTheDay.create({
    title: 'Amora Events',
    description: 'Speed dating nights, picnics and city walks near you: meet your matches in person, safely.',
    images: [photoUrl(0), photoUrl(1), photoUrl(2)],
    app_settings: 'enable',
    view_url_web: 'https://example.com/amora-events',
  });
}
