import type { Plugin } from 'vite';

/** Types of fixture-urls-as-served.mjs, for its tests. */
export function fixtureUrlsAsServedPlugin(options: { root: string; base: string }): Plugin;
