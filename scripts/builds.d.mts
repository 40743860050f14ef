/** Types of builds.mjs, for playwright.config.ts. */
export const BUILDS_ENV: 'AMORA_BUILDS';
export function buildInto(mode: string, outDir: string, env?: Record<string, string>): Promise<void>;
export function sharedBuild(mode: string): string | null;
export function withBuild<T>(mode: string, use: (outDir: string) => T | Promise<T>): Promise<T>;
export const HYBRID_E2E: { calls: string; realServerSeed: number };
export function hybridE2ePorts(portBase?: number): { realServer: number; page: number };
export function hybridE2eEnv(portBase?: number): { VITE_API_URL: string; VITE_API_PASSTHROUGH: string };
export function realModeE2ePorts(portBase?: number): { server: number; page: number };
export function realModeE2eEnv(portBase?: number): { VITE_API_URL: string; VITE_CHAT_URL: string };
