/**
 * What the fake backend answers when the browser's storage has no room for what a call would keep
 * (docs/product/fake-backend-and-demo.md#what-is-kept): the call is refused and nothing of it is kept,
 * as a server with a full disk refuses an upload rather than losing it later.
 */
export const storageMessages = {
  full: 'Storage is full: this was not saved. Try a smaller photo.',
} as const;
