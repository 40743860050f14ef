import { Direction } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n';
import { directionOf, isLanguageCode } from './languages';

export type TextDirection = 'ltr' | 'rtl';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The page's direction: the current language's (Arabic is right to left), else what the document says. */
function currentDirection(): TextDirection {
  if (isLanguageCode(i18n.language)) return directionOf(i18n.language);
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The language's direction while prerendering (no document) and hydrating: an Arabic page was
 * prerendered right to left, and its hydration must read the same.
 */
function prerenderedDirection(): TextDirection {
  return isLanguageCode(i18n.language) ? directionOf(i18n.language) : 'ltr';
}

/** The document's direction, following every language change. */
export function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(subscribe, currentDirection, prerenderedDirection);
}

/**
 * Gives every direction-aware Radix primitive (tabs, menus, radio groups, sliders…) the page's
 * direction. Without it each one defaults to `dir="ltr"` and lays an Arabic page out left to right.
 * Mounted once at the app root, in Storybook's decorator and in the unit tests' render helper.
 */
export function DocumentDirectionProvider({ children }: { children: ReactNode }) {
  const dir = useDocumentDirection();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
