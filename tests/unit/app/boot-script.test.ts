import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_ATTRIBUTE, END_ATTRIBUTE, PATH_ATTRIBUTE, REPLACED_CLASS, SCRIPTS_AFTER_PAINT_ATTRIBUTE } from '@/app/prerender/prerendered-copy';
import { languages } from '@/shared/i18n/languages';
import { writeLanguageCookie } from '@/shared/i18n/language-cookie';
import { endSession } from '@/shared/session/session';
import { cookieNames } from '@/shared/session/storage-keys';

/**
 * public/boot.js runs before the first paint, as a file of its own (the policy allows no inline
 * script), so it cannot import the app's names: it repeats them. These tests run it against the app's
 * own cookies, storage and page layout, so the two cannot drift apart.
 */
const source = readFileSync(join(process.cwd(), 'public', 'boot.js'), 'utf8');
const css = readFileSync(join(process.cwd(), 'src', 'app', 'prerender', 'prerendered.css'), 'utf8');
// The file as the browser runs it: a classic script, in the page.
const runBootScript = new Function(source) as () => void;

const html = document.documentElement;

function openPage(address: string, prerenderedPath: string | null) {
  history.replaceState(null, '', address);
  if (prerenderedPath === null) html.removeAttribute(PATH_ATTRIBUTE);
  else html.setAttribute(PATH_ATTRIBUTE, prerenderedPath);
}

afterEach(() => {
  html.removeAttribute(PATH_ATTRIBUTE);
  html.classList.remove(REPLACED_CLASS);
  html.lang = 'en';
  html.dir = 'ltr';
  history.replaceState(null, '', '/web/');
});

describe('the boot script', () => {
  it.each(languages.map((language) => [language.code, language.dir]))('sets the page to the cookie language %s (%s)', (code, dir) => {
    writeLanguageCookie(code);
    openPage('/web/', '/');
    runBootScript();
    expect(html).toHaveAttribute('lang', code);
    expect(html).toHaveAttribute('dir', dir);
    expect(html).not.toHaveClass(REPLACED_CLASS);
  });

  it('keeps English for no cookie or an unknown language', () => {
    document.cookie = `${cookieNames.language}=de; path=/`;
    openPage('/web/login', '/login');
    runBootScript();
    expect(html).toHaveAttribute('lang', 'en');
  });

  it.each([
    ['a member, sent on to /app', () => void (document.cookie = `${cookieNames.onboarded}=true; path=/`), '/web/'],
    ['a query, another screen', () => undefined, '/web/login?tab=signup'],
    ['another address (a host that answered with this page)', () => undefined, '/web/app/PeopleNear'],
    ['a session that ended, whose reason the login shows', () => endSession('expired'), '/web/'],
  ])('hides the prerendered page until the app renders, for %s', (_case, arrange, address) => {
    arrange();
    openPage(address, address.startsWith('/web/login') ? '/login' : '/');
    runBootScript();
    expect(html).toHaveClass(REPLACED_CLASS);
  });

  it('leaves a page that is not prerendered (the shell) alone', () => {
    document.cookie = `${cookieNames.onboarded}=true; path=/`;
    openPage('/web/app/PeopleNear', null);
    runBootScript();
    expect(html).not.toHaveClass(REPLACED_CLASS);
  });
});

describe("a prerendered page's scripts", () => {
  const preload = '/web/assets/entry.js';
  const inHead = () => document.head.querySelectorAll(`link[rel="modulepreload"][href="${preload}"]`).length;
  /** The paint entries' observer the script made, if any: `paint('first-contentful-paint')` tells it of one. */
  let paint: ((name: string) => void) | null;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    paint = null;
    // As a browser with paint timing does: the observer hears of each paint once it is on screen.
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        paint = (name) => this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    // The build's <template> (scripts/vite/prerender/page-html.ts): the entry's and the screen's scripts.
    const template = document.createElement('template');
    template.setAttribute(SCRIPTS_AFTER_PAINT_ATTRIBUTE, '');
    template.innerHTML = `<link rel="modulepreload" crossorigin href="${preload}">`;
    document.head.append(template);
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll(`template, link[href="${preload}"]`).forEach((element) => element.remove());
  });

  it('come once the first paint with content is on screen, and once only', () => {
    openPage('/web/login', '/login');
    runBootScript();
    expect(inHead()).toBe(0);
    paint?.('first-paint');
    expect(inHead()).toBe(0);
    paint?.('first-contentful-paint');
    expect(inHead()).toBe(1);
    expect(document.querySelector(`template[${SCRIPTS_AFTER_PAINT_ATTRIBUTE}]`)).toBeNull();
    paint?.('first-contentful-paint');
    vi.runAllTimers();
    expect(inHead()).toBe(1);
  });

  it('come at once for a page the app renders afresh (it paints nothing of its own first)', () => {
    openPage('/web/login?tab=signup', '/login');
    runBootScript();
    expect(inHead()).toBe(1);
  });

  it('come at once for a page nobody sees yet, and when a page is hidden before its paint', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    openPage('/web/login', '/login');
    runBootScript();
    expect(inHead()).toBe(1);

    document.head.querySelector(`link[href="${preload}"]`)?.remove();
    const template = document.createElement('template');
    template.setAttribute(SCRIPTS_AFTER_PAINT_ATTRIBUTE, '');
    template.innerHTML = `<link rel="modulepreload" href="${preload}">`;
    document.head.append(template);
    visibility.mockReturnValue('visible');
    runBootScript();
    expect(inHead()).toBe(0);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inHead()).toBe(1);
  });

  it('come after the next frame in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    openPage('/web/', '/');
    runBootScript();
    expect(inHead()).toBe(0);
    // A frame (16 ms) and the task after it: far from the 3 s of a page that never reports its paint.
    vi.advanceTimersByTime(20);
    expect(inHead()).toBe(1);
  });

  it('come after 3 s on a page that never reports its paint', () => {
    openPage('/web/', '/');
    runBootScript();
    vi.advanceTimersByTime(2_999);
    expect(inHead()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(inHead()).toBe(1);
  });
});

describe('the stylesheet of prerendered copies', () => {
  it('shows only the copy of the page language, once parsed to its end, and hides a replaced page', () => {
    for (const { code } of languages) expect(css).toContain(`html:not([lang='${code}']) [${COPY_ATTRIBUTE}='${code}']`);
    expect(css).toContain(`html.${REPLACED_CLASS} [${COPY_ATTRIBUTE}]`);
    expect(css).toContain(`#root:not(:has(> [${END_ATTRIBUTE}])) > [${COPY_ATTRIBUTE}]`);
  });
});
