import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { frameSidebarIcons, frameTabIcons, iconMarkup, menuIconMarkup, type FrameIcon } from './signed-in-frame/frame-icons.ts';
import { routeScreens, signedInPreloads, type BundleAsset, type BundleChunk, type SignedInPreloads } from './signed-in-frame/frame-preloads.ts';
// Relative, not '@/': vite.config.ts loads this file, and its loader knows no aliases.
import { paths } from '../../src/shared/routing/paths.ts';
import { DEFAULT_LANGUAGE, languages } from '../../src/shared/i18n/languages.ts';
import { SHELL_FILE } from './static-host-plugin.ts';

const SCRIPT = 'signed-in-frame.js';
/** The signed-in routes, read for each screen's chunk (frame-preloads.ts). */
const appRoutesFile = () => fileURLToPath(new URL('../../src/app/routes/app-routes.tsx', import.meta.url));
const fromHere = (file: string) => fileURLToPath(new URL(`./signed-in-frame/${file}`, import.meta.url));

/**
 * The frame's markup: the shell's columns and bars with their icons (the sidebar's, the tab bar's, the menu's), and a
 * skeleton in the screen's place. No text, so it is the same in every language; the icons are what makes its paint
 * contentful (Lighthouse's First Contentful Paint), as the shell's own are. Hidden from assistive technology.
 */
export function frameMarkup(
  base: string,
  preloads: SignedInPreloads = { modules: [], styles: [], texts: {}, screens: {} },
  earlyCalls?: EarlyCallsSetup,
): string {
  const line = '<div class="amora-frame__line"></div>';
  const block = '<div class="amora-frame__block"></div>';
  const place = (item: FrameIcon, size: number, className: string, after = '') =>
    `<li class="${className}" data-to="${item.to.slice(1)}">${iconMarkup(item.icon, size)}${after}</li>`;
  const sidebar = frameSidebarIcons.map((item) => place(item, 20, 'amora-frame__link', '<span class="amora-frame__label"></span>')).join('');
  const tabs = frameTabIcons.map((item) => place(item, 24, 'amora-frame__tab')).join('');
  return (
    `<div class="amora-frame" data-amora-frame data-base="${base}" aria-hidden="true"${preloadAttributes(preloads)}${jsonAttribute('data-early-calls', earlyCalls)}>` +
    `<div class="amora-frame__topbar"><span class="amora-frame__menu">${menuIconMarkup()}</span></div>` +
    `<div class="amora-frame__aside"><div class="amora-frame__brand"></div><div class="amora-frame__member"><span class="amora-frame__avatar"></span><span class="amora-frame__label"></span></div><ul class="amora-frame__nav">${sidebar}</ul></div>` +
    `<div class="amora-frame__main">${line}${line}${block}${block}${block}</div>` +
    `<ul class="amora-frame__tabbar">${tabs}</ul></div>`
  );
}

/** What the frame's script asks for (frame-preloads.ts), as one attribute: JSON, escaped for a quoted attribute. */
function preloadAttributes(preloads: SignedInPreloads): string {
  if (preloads.modules.length === 0 && Object.keys(preloads.screens).length === 0) return '';
  return jsonAttribute('data-preloads', preloads);
}

/** JSON in a quoted attribute, escaped; nothing when there is no value. */
function jsonAttribute(name: string, value: unknown): string {
  if (value === undefined) return '';
  return ` ${name}="${JSON.stringify(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
}

/**
 * What the frame's script needs to send a signed-in page's first calls as the API client would
 * (signed-in-frame/early-calls.js): the API's base, the languages a call may name and the default one, and the
 * deck's address (under the base, without its slash). Production builds only: in the demo no call can be answered
 * before the fake backend's worker is in control.
 */
export interface EarlyCallsSetup {
  api: string;
  languages: readonly string[];
  defaultLanguage: string;
  deck: string;
}

/** The early calls' setup for a build whose calls go to the API (VITE_API_URL, or /api/ as src/shared/config/env.ts says). */
export function earlyCallsSetup(apiUrl: string | undefined): EarlyCallsSetup {
  const api = apiUrl || '/api/';
  return {
    api: api.endsWith('/') ? api : `${api}/`,
    languages: languages.map((language) => language.code),
    defaultLanguage: DEFAULT_LANGUAGE,
    deck: paths.peopleNear.slice(1),
  };
}

/**
 * The signed-in shell paints before its scripts (docs/decisions/015-signed-in-start-up.md): shell.html (and 404.html,
 * its copy for hosts that fall back to it), which every address without a page of its own gets, holds before #root the
 * app shell's frame and, right after it, a parser-blocking script that keeps it only for a signed-in member under
 * /app. It fills the page while the app shows nothing but its loading state (below it, out of sight), and is hidden
 * by its stylesheet (frame.css) in the style change that puts anything else in #root: the shell, or the login the
 * guard sends to. The prerendered public pages are untouched: this runs
 * after static-host-plugin.ts copied the built index.html to those files.
 */
export function signedInFramePlugin(base: string, earlyCalls?: EarlyCallsSetup): Plugin {
  let preloads: SignedInPreloads | undefined;
  return {
    name: 'amora:signed-in-frame',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const screens = routeScreens(readFileSync(appRoutesFile(), 'utf8'), (name) => {
        const path: unknown = (paths as Record<string, unknown>)[name];
        return typeof path === 'string' ? path : undefined;
      });
      preloads = signedInPreloads(bundle as unknown as Record<string, BundleChunk | BundleAsset>, screens);
      // One parser-blocking script, not two; the early calls first, so they leave before the preloads it asks for.
      const scripts = [...(earlyCalls ? ['early-calls.js'] : []), 'frame-boot.js'];
      this.emitFile({ type: 'asset', fileName: SCRIPT, source: scripts.map((file) => readFileSync(fromHere(file), 'utf8')).join('\n') });
    },
    writeBundle: {
      // After static-host-plugin.ts's copies of the shell.
      order: 'post',
      handler(options) {
      if (!options.dir) return;
      const style = `<style>${readFileSync(fromHere('frame.css'), 'utf8')}</style>\n  </head>`;
      const root = `${frameMarkup(base, preloads, earlyCalls)}\n    <script src="${base}${SCRIPT}"></script>\n    <div id="root"></div>`;
      for (const file of [SHELL_FILE, '404.html']) {
        const path = join(options.dir, file);
        const html = readFileSync(path, 'utf8');
        writeFileSync(path, once(once(html, '</head>', style), '<div id="root"></div>', root));
      }
      },
    },
  };
}

function once(html: string, search: string, replacement: string): string {
  if (html.split(search).length !== 2) throw new Error(`signed-in frame: the shell should hold ${search} once`);
  return html.replace(search, replacement);
}
