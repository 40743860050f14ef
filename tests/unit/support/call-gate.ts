/**
 * A gate a test holds something behind until it opens it: a call (`server.use(http.post('*\/api/x', () =>
 * gate.wait()))` falls through to the real handler once opened), or the client's own wait (`whenReady: gate.wait`).
 * No imports: the logic tests (Node, no fake backend) use it too.
 */
export function callGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    wait: async (): Promise<undefined> => {
      await opened;
      return undefined;
    },
    open: () => open(),
  };
}
