/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'enabled' runs the in-browser fake backend; read only by src/main.tsx. */
  readonly VITE_API_MOCKING?: 'enabled' | 'disabled';
  readonly VITE_API_URL?: string;
  /**
   * Hybrid mode (mock mode only): the calls sent on to VITE_API_URL while the fake backend answers the rest,
   * `webprofile,webgetpeople` or `*,-webemaillogin` (mocks/hybrid/passthrough-list.ts, docs/guide/hybrid-mode.md).
   */
  readonly VITE_API_PASSTHROUGH?: string;
  readonly VITE_CHAT_URL?: string;
  /** The chat's shared text passphrase (the real one is not given by the product). */
  readonly VITE_CHAT_PASSPHRASE?: string;
}
