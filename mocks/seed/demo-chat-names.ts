import { demoAccounts } from './demo-accounts';

/**
 * The demo accounts' seeded chats by what each shows (mocks/seed/write-demo-chats.ts writes them in this
 * order), so that tests and stories name the chat they open instead of its ids.
 */
export const SEEDED_CHATS = [
  'hiking', // texts both ways; a favourite
  'concert', // two unread texts
  'view', // an unread text and an unread photo
  'blockedByMember',
  'blockedByPartner',
  'sharedPost', // a feed post and texts
  'photo', // the member's photo
  'morning',
  'farewell',
  'noMessage', // matched, opened, nothing said yet
] as const;

export type SeededChatName = (typeof SEEDED_CHATS)[number];
type DemoChatter = 'regular' | 'premium';

/** Each account's partners are people 30..39 of its range (mocks/seed/seed-relations.ts). */
export function seededPartnerId(memberId: string, index: number): string {
  return String(100 + Number(memberId) * 40 + 30 + index);
}

/** A seeded chat of the default seed: its id, the member's and the partner's. */
export function seededChat(name: SeededChatName, account: DemoChatter = 'regular'): { chatId: string; memberId: string; partnerId: string } {
  const index = SEEDED_CHATS.indexOf(name);
  const memberId = demoAccounts[account].user_id;
  // The regular member's chats are numbered first, then the premium member's.
  const chatId = String((account === 'regular' ? 0 : SEEDED_CHATS.length) + index + 1);
  return { chatId, memberId, partnerId: seededPartnerId(memberId, index) };
}
