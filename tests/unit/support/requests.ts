import { server } from '@mocks/node';

export { callGate } from './call-gate';

export interface CallCounter {
  /** How many requests for the call reached the fake backend so far. */
  readonly count: number;
  /** How many of them the fake backend has answered so far (a held call is not). */
  readonly answered: number;
  /** Those requests, oldest first (copies: their bodies can still be read). */
  readonly requests: readonly Request[];
  /** The form fields each of those requests sent, as texts, oldest first. */
  forms(): Promise<Record<string, string>[]>;
  stop: () => void;
}

/**
 * Counts the requests the app sends for one contract call (e.g. 'webemaillogin'), or for every call when none is
 * named, as the fake backend sees them: the one way a unit test watches the calls (no listener of its own).
 */
export function countCalls(call?: string): CallCounter {
  const requests: Request[] = [];
  let answered = 0;
  const isWatched = (request: Request) => call === undefined || new URL(request.url).pathname.endsWith(`/api/${call}`);
  const onStart = ({ request }: { request: Request }) => {
    if (isWatched(request)) requests.push(request.clone());
  };
  const onAnswer = ({ request }: { request: Request }) => {
    if (isWatched(request)) answered += 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onAnswer);
  return {
    get count() {
      return requests.length;
    },
    get answered() {
      return answered;
    },
    requests,
    forms: () => Promise.all(requests.map((request) => formFields(request.clone()))),
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onAnswer);
    },
  };
}

async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => null);
  return form ? Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])) : {};
}
