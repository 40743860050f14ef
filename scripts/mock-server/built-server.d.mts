/** Types of built-server.mjs, for its tests. */
export function serverBuildInputs(mode: string): string[];
export function serverBuildEnvironment(mode: string, env?: Record<string, string | undefined>): string;
export function builtServerFolder(options: { root: string; mode?: string; cacheFolder?: string }): Promise<string>;
export function importBuiltServer(options: { root: string; mode?: string }): Promise<Record<string, unknown>>;
