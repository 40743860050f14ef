/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'enabled' runs the in-browser fake backend; read only by src/main.tsx. */
  readonly VITE_API_MOCKING?: 'enabled' | 'disabled';
  readonly VITE_API_URL?: string;
  readonly VITE_CHAT_URL?: string;
  /** The chat's shared text passphrase (the real one is not given by the product). */
  readonly VITE_CHAT_PASSPHRASE?: string;
}
