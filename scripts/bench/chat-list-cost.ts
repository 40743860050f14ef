import type { ApiClient } from '@/shared/api/client';
import { encryptMessage } from '@/shared/lib/message-cipher';
import { clock } from '@mocks/lib/clock';
import { longChat } from '@mocks/scenarios/long-chat';
import { DEFAULT_SEED } from '@mocks/seed/default-seed';
import { resetToSeed } from '@mocks/seed/reset-to-seed';

/**
 * What the chat calls cost once one chat holds 10,000 messages, beside the same
 * member with a fresh chat (no message yet): a call that does not return those
 * messages (the chat list, the sidebar's counts, sending one more) must cost the
 * same in both (issue 55, decision 016). Medians of 30.
 */
export const LONG_CHAT_MESSAGES = 10_000;
const RUNS = 30;

export interface SignedIn {
  client: ApiClient;
  userId: string;
}

type Timer = (work: () => Promise<unknown>, runs: number) => Promise<number>;

export async function chatListCost(signIn: () => Promise<SignedIn>, median: Timer): Promise<string[][]> {
  const rows: string[][] = [['one chat of the member holds', 'webgetchat', 'webgetcounts', 'websendmessage']];
  for (const count of [0, LONG_CHAT_MESSAGES]) {
    await resetToSeed(DEFAULT_SEED);
    const { client, userId } = await signIn();
    const { chatId, partnerId } = await longChat({ memberId: userId, count });
    const list = await median(() => client.call('webgetchat', { user_id: userId, search_key: '', sort: 'all', timestamp: String(clock.now()), limit: '8' }), RUNS);
    const counts = await median(() => client.call('webgetcounts', { user_id: userId }), RUNS);
    let sent = 0;
    const send = await median(() => {
      sent += 1;
      const message = encryptMessage(`bench ${sent}`);
      return client.call('websendmessage', { sender_id: userId, chat_id: chatId, receiver_id: partnerId, message, chat_time: String(sent), upload_image: '' });
    }, RUNS);
    rows.push([`${count.toLocaleString('en')} messages`, ...[list, counts, send].map((ms) => `${ms.toFixed(2)} ms`)]);
  }
  return rows;
}
