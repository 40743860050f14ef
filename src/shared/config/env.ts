/**
 * The app's configuration, read once. The mock switch itself is not here: it is
 * read in the composition root only (src/main.tsx), where the bundler can drop the
 * mock layer from a production build. (No zod here on purpose: the first page
 * loads this file, and the schema library waits for the first call.)
 */
function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export const env = {
  /** The API base; calls go to `<apiUrl><name>`. Defaults to /api/ on the same host. */
  apiUrl: withTrailingSlash(import.meta.env.VITE_API_URL || '/api/'),
  /** The chat server's socket.io address; the same host by default. */
  chatUrl: import.meta.env.VITE_CHAT_URL || '',
  /** The app's base path, from vite's `base`. */
  basePath: import.meta.env.BASE_URL,
};
