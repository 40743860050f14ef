import { server } from '@mocks/node';

export interface CallCounter {
  /** How many requests for the call reached the fake backend so far. */
  readonly count: number;
  stop: () => void;
}

/** Counts the requests the app sends for one contract call (e.g. 'webemaillogin'), as the fake backend sees them. */
export function countCalls(call: string): CallCounter {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(`/api/${call}`)) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A gate a test holds a call behind: `server.use(http.post('*\/api/x', () => gate.wait()))` falls through to the real handler once opened. */
export function callGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: async (): Promise<undefined> => { await opened; return undefined; }, open: () => open() };
}
