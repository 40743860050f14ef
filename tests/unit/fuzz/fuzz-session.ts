import { db } from '@mocks/db/database';
import { indexedChatsOf } from '@mocks/db/chat-index';
import { memberById } from '@mocks/db/member-index';
import { openSession } from '@mocks/domain/session-tokens';
import { inSection } from '@mocks/lib/backend-section';
import { forgetPendingReplies } from '@mocks/people/partner-replies';
import { demoAccounts } from '@mocks/seed/demo-accounts';
import type { Tokens } from './fuzz-call';
import type { IdPool } from './request-arbitraries';

/**
 * Who the generated requests act as: the regular demo member, with the premium one as "another member".
 * Both run in the process that holds the database (the unit run, or scripts/fuzz.mjs beside its server).
 */
export const MEMBER_ID = demoAccounts.regular.user_id;
const OTHER_ID = demoAccounts.premium.user_id;

/** The seed's ids worth trying, with the member's chats, and ids no record has. */
export function idPool(): IdPool {
  const chats = indexedChatsOf(MEMBER_ID).map((chat) => chat.chat_id);
  return { memberId: MEMBER_ID, known: [MEMBER_ID, OTHER_ID, demoAccounts.inactive.user_id, '100', '170', '171', '173', '174', '179', '11', '0', '999999', ...chats] };
}

let tokens: Tokens | undefined;

/** The two members' tokens, opened again when a case ended their sessions (a changed password, a deactivation). */
export async function currentTokens(): Promise<Tokens> {
  const holds = (token: string | undefined) => token !== undefined && Boolean(db.sessions.findFirst((q) => q.where({ token })));
  if (!tokens || !holds(tokens.member) || !holds(tokens.other)) {
    tokens = await inSection(async () => ({ member: await tokenOf(MEMBER_ID), other: await tokenOf(OTHER_ID) }));
  }
  return tokens;
}

async function tokenOf(memberId: string): Promise<string> {
  const member = memberById(memberId);
  if (!member) throw new Error(`the fuzz needs member ${memberId} (the default seed)`);
  return (await openSession(member)).token;
}

/**
 * After each case: a message to a simulated partner schedules their reply on a timer, which would write
 * during a later case and pass for that case's change.
 */
export function endCase(): void {
  forgetPendingReplies();
}
