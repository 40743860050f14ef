/** Types of build-server.mjs, for its tests. */
export const SOURCES_FILE: 'sources.json';
export function buildServer(options: { root: string; entry: string; mode: string; outDir: string }): Promise<void>;
