import { z } from 'zod';

/**
 * The app's configuration, parsed once. The mock switch itself is not here: it is
 * read in the composition root only (src/main.tsx), where the bundler can drop the
 * mock layer from a production build.
 */
const envSchema = z.object({
  /** The API base; calls go to `<apiUrl><name>`. Defaults to /api/ on the same host. */
  VITE_API_URL: z.string().default('/api/'),
  /** The chat server's socket.io address; the same host by default. */
  VITE_CHAT_URL: z.string().default(''),
  /** The app's base path, from vite's `base`. */
  BASE_URL: z.string(),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiUrl: parsed.VITE_API_URL.endsWith('/') ? parsed.VITE_API_URL : `${parsed.VITE_API_URL}/`,
  chatUrl: parsed.VITE_CHAT_URL,
  basePath: parsed.BASE_URL,
};
