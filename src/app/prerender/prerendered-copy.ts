/**
 * How a prerendered page is laid out, shared by the build (scripts/vite/prerender-plugin.ts), the
 * client (mount-app.tsx), prerendered.css and public/boot.js (which repeats the names; a unit test
 * holds them together):
 *
 *   <html lang="en" dir="ltr" data-prerendered-path="/login">
 *   …<div id="root">
 *      <div data-prerendered="en" inert>…</div>   one copy per language: the one of <html lang> shows
 *      <div data-prerendered="fr" inert>…</div>
 *      <div data-prerendered="ar" inert>…</div>
 *      <span data-prerendered-end hidden></span>   the end mark: the copies are drawn once it is parsed
 *    </div>
 *   <template data-after-first-paint>  in <head>: the app's scripts, put in place by boot.js once the page is painted
 *
 * Each copy is inert until hydrated: a click or a keystroke before the app runs would be lost (or a
 * form sent by the browser itself, its password in the address).
 */

/** On each copy: its language. */
export const COPY_ATTRIBUTE = 'data-prerendered';

/**
 * On the last element of #root: until the parser has reached it, prerendered.css keeps the copies unseen. A slow
 * device would otherwise draw a copy half parsed, then grow it as the rest comes (a layout shift).
 */
export const END_ATTRIBUTE = 'data-prerendered-end';

/** On <html>: the path (below the base) the page shows; an address that differs is left to the client. */
export const PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * On <html>, from public/boot.js: the app will not hydrate the page as painted (a member, a query,
 * another address), so prerendered.css keeps the copy's place unseen until the app has rendered.
 */
export const REPLACED_CLASS = 'prerender-replaced';

/**
 * In place of a style attribute (Radix writes a few), which the Content-Security-Policy refuses: the
 * build's stylesheet of moved styles gives `[data-prerendered-style='3']` the attribute's declarations.
 */
export const STYLE_ATTRIBUTE = 'data-prerendered-style';

/**
 * On the <template> in <head> that holds a prerendered page's scripts (the entry and its modulepreloads):
 * public/boot.js puts them in place once the first paint is on screen, so the page's stylesheets and font
 * have the network to themselves until then (docs/decisions/002-prerendered-public-pages.md).
 */
export const SCRIPTS_AFTER_PAINT_ATTRIBUTE = 'data-after-first-paint';

/** Each copy's ids (useId) carry its language, so that the three copies in one document share none. */
export function identifierPrefix(language: string): string {
  return `${language}-`;
}
