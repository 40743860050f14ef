import { useCallback, useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query and per matchMedia: `matches` is read at every render, and matchMedia
 * parses and evaluates anew on each call. Keyed by the function too, so a stubbed matchMedia (a story's
 * reduced motion, a test's narrow screen) is asked, not a list the real one made earlier.
 */
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();

function mediaList(query: string): MediaQueryList | null {
  const matchMedia = typeof window.matchMedia === 'function' ? window.matchMedia : null;
  if (!matchMedia) return null;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = matchMedia.call(window, query);
    byQuery.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaList(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}
