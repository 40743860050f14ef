import { db } from '../db/database';
import { buildBlock } from '../factories/likes';
import { chatWithMessages, type ChatScenario, type ChatWithMessagesOptions } from './chat-with-messages';

export interface BlockedPairOptions extends ChatWithMessagesOptions {
  /** Who blocked whom: the member blocked the partner unless told. */
  blockedBy?: 'member' | 'partner';
}

/** A match with a chat of a few messages, then one side blocked the other: nothing passes between them. */
export async function blockedPair({ blockedBy = 'member', count = 2, ...chat }: BlockedPairOptions = {}): Promise<ChatScenario> {
  const scenario = await chatWithMessages({ count, ...chat });
  const [blocker, blocked] = blockedBy === 'member' ? [scenario.memberId, scenario.partnerId] : [scenario.partnerId, scenario.memberId];
  await db.blocks.create(buildBlock(blocker, blocked));
  return scenario;
}
