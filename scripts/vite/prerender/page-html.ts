import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PrerenderedPage } from '../../../src/app/prerender/pages.ts';
import { COPY_ATTRIBUTE, END_ATTRIBUTE, PATH_ATTRIBUTE, SCRIPTS_AFTER_PAINT_ATTRIBUTE, STYLE_ATTRIBUTE } from '../../../src/app/prerender/prerendered-copy.ts';
import type { PrerenderedCopy } from '../../../src/app/prerender/render-page.tsx';
import { filesOfLazyModule, type ClientBuild } from './client-build.ts';

/** Each distinct style attribute met in the pages (its declarations) and its number. */
export type MovedStyles = Map<string, number>;

/**
 * The copies of a page, each inert until hydrated (src/app/prerender/prerendered-copy.ts). The
 * Content-Security-Policy refuses style attributes (style-src-attr 'none'), and Radix writes a few
 * (a radio group's outline, its hidden inputs): each becomes a numbered attribute that the build's
 * stylesheet of moved styles (`movedStylesSheet`) styles instead. React's hydration leaves both as they
 * are, and sets any later style itself, through the DOM, which the policy allows.
 */
export function copiesHtml(copies: PrerenderedCopy[], moved: MovedStyles): string {
  return copies.map(({ language, html }) => `<div ${COPY_ATTRIBUTE}="${language}" inert>${moveStyles(html, moved)}</div>`).join('');
}

// React escapes every quote in text and attribute values: ` style="` is only ever an attribute.
function moveStyles(html: string, moved: MovedStyles): string {
  return html.replace(/ style="([^"]*)"/g, (_attribute, value: string) => {
    const declarations = unescapeHtml(value);
    if (/[{}<]/.test(declarations)) throw new Error(`prerender: a style attribute no stylesheet can hold: ${declarations}`);
    const number = moved.get(declarations) ?? moved.size;
    moved.set(declarations, number);
    return ` ${STYLE_ATTRIBUTE}="${number}"`;
  });
}

function unescapeHtml(value: string): string {
  return value.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ({ '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[entity] ?? entity);
}

/** The stylesheet of the moved styles, linked last: its rules take the place of the attributes, which came after every stylesheet. */
export function movedStylesSheet(moved: MovedStyles): string {
  return [...moved].map(([declarations, number]) => `[${STYLE_ATTRIBUTE}='${number}'] { ${declarations} }\n`).join('');
}

/**
 * The shell with the page's copies and their end mark in #root, its path on <html> (public/boot.js and the
 * client compare it with the address), its stylesheets linked, and its scripts (the entry, Vite's
 * modulepreloads and the screen's) held in a <template> that public/boot.js puts in place once the first
 * paint is on screen (docs/decisions/002-prerendered-public-pages.md, "The scripts come after the first
 * paint"). Vite's preloading finds these links by their address and adds none of its own when the page's
 * screen loads.
 */
export function pageHtml(built: ClientBuild, base: string, page: PrerenderedPage, copies: string, extraStyles: string[]): string {
  const { scripts, styles } = filesOfLazyModule(built, page.module);
  checkStyled(built, page, copies, [...built.entryFiles, ...styles, ...scripts]);
  const { html: shell, held } = holdScripts(built.shell);
  const links = [
    ...[...styles, ...extraStyles].map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    `<template ${SCRIPTS_AFTER_PAINT_ATTRIBUTE}>`,
    ...held.map((tag) => `  ${tag}`),
    ...scripts.map((file) => `  <link rel="modulepreload" crossorigin href="${base}${file}">`),
    '</template>',
  ];
  let html = replaceOnce(shell, '<html lang="en" dir="ltr">', `<html lang="en" dir="ltr" ${PATH_ATTRIBUTE}="${page.path}">`);
  html = replaceOnce(html, '</head>', `  ${links.join('\n    ')}\n  </head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${copies}<span ${END_ATTRIBUTE} hidden></span></div>`);
}

/** The shell without Vite's entry script and modulepreloads, and those tags, in their order. */
export function holdScripts(shell: string): { html: string; held: string[] } {
  const held: string[] = [];
  const html = shell.replace(/^[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n/gm, (_line, tag: string) => {
    held.push(tag);
    return '';
  });
  if (held.filter((tag) => tag.startsWith('<script')).length !== 1) throw new Error('prerender: index.html should hold one module script, the entry');
  return { html, held };
}

function replaceOnce(html: string, search: string, replacement: string): string {
  const at = html.indexOf(search);
  if (at < 0 || html.indexOf(search, at + 1) >= 0) throw new Error(`prerender: index.html should hold ${search} once`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

/**
 * The page's CSS module classes are the client's: the server build named them as the client build did
 * (each is in the client's stylesheets or, for a class that only composes others, in its scripts), and
 * every class a stylesheet styles is in one the page links. A miss would paint the page unstyled, then
 * restyle it once the app runs: a layout shift.
 */
function checkStyled(built: ClientBuild, page: PrerenderedPage, html: string, files: string[]) {
  const read = (names: Iterable<string>) => [...names].map((name) => readFileSync(join(built.outDir, name), 'utf8')).join('\n');
  const allCss = read(new Set([...built.chunks.values()].flatMap((chunk) => chunk.css)));
  const linkedCss = read(files.filter((file) => file.endsWith('.css')));
  const scripts = read(files.filter((file) => file.endsWith('.js')));
  // Vite's CSS module names: _<local>_<hash>_<line>.
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter((name) => /^_[\w-]+_[a-z0-9]{5}_\d+$/.test(name)),
  );
  const styles = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
  const unlinked = [...classes].filter((name) => styles(allCss, name) && !styles(linkedCss, name));
  const unknown = [...classes].filter((name) => !styles(allCss, name) && !scripts.includes(name));
  if (unlinked.length > 0) throw new Error(`prerender: ${page.path} uses classes of stylesheets it does not link: ${unlinked.slice(0, 5).join(', ')}`);
  if (unknown.length > 0) throw new Error(`prerender: ${page.path} uses classes the client build does not know: ${unknown.slice(0, 5).join(', ')}`);
}
