import { api } from './api';
import type { CallName } from './contract';
import type { CallInput } from './queries';

/**
 * The one way to send a call from outside React: the member's online status as a session starts or ends, the
 * start-up license check. Nobody reads these answers and their failure changes nothing (a sign-in the server granted
 * stands, a sign-out still signs out, the app starts anyway), so the promise never rejects: a failure is no uncaught
 * rejection in the page. Every other call goes through a feature's api/ hook (docs/guide/architecture.md#one-write-path).
 */
export async function sendInBackground<N extends CallName>(name: N, input: CallInput<N>): Promise<void> {
  await api.call(name, input).catch(() => undefined);
}
