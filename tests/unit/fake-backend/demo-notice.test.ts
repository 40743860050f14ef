import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeMarkup, NOTICE_ID, type NoticeTexts } from '@mocks/notice/notice-markup';
import { CONTROLS_ASKED_ATTRIBUTE, NOTICE_DISMISSED_KEY, NOTICE_SHOWN_ATTRIBUTE, OPEN_CONTROLS_EVENT, onControlsAsked } from '@mocks/notice/notice-state';
import en from '@locales/en/demo.json';
import fr from '@locales/fr/demo.json';
import ar from '@locales/ar/demo.json';

/**
 * A first-time visitor of the demo learns that the data is made up and where the
 * controls are, from a bar that is in the page from its first paint (written in by the build) and decided
 * on by a render-blocking script, before the app or the fake backend have come.
 */

const bootScript = readFileSync(join(process.cwd(), 'mocks', 'notice', 'notice-boot.js'), 'utf8');
const texts: Record<string, NoticeTexts> = { en: en.notice, fr: fr.notice, ar: ar.notice };

/** The page as the build writes it: the notice first in <body>; then its script runs, as in <head>. */
function loadPage(search = '') {
  window.history.replaceState(null, '', `/web/login${search}`);
  document.body.innerHTML = noticeMarkup(texts);
  new Function(bootScript)();
}

const root = document.documentElement;
const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>(`#${NOTICE_ID} [lang="en"] button`)].find((each) => each.textContent === name);

describe('the demo notice', () => {
  beforeEach(() => root.setAttribute('lang', 'en'));
  afterEach(() => {
    localStorage.clear();
    root.removeAttribute(NOTICE_SHOWN_ATTRIBUTE);
    root.removeAttribute(CONTROLS_ASKED_ATTRIBUTE);
    root.style.removeProperty('--demo-notice-block-size');
    document.body.innerHTML = '';
  });

  it('is written in each language, each copy a complementary landmark named in its language', () => {
    document.body.innerHTML = noticeMarkup(texts);
    const copies = [...document.querySelectorAll(`#${NOTICE_ID} aside`)];
    expect(copies.map((copy) => [copy.getAttribute('lang'), copy.getAttribute('aria-label')])).toEqual([
      ['en', 'About this demo'],
      ['fr', 'À propos de cette démo'],
      ['ar', 'حول هذا العرض التجريبي'],
    ]);
    expect(copies[0]).toHaveTextContent('This is a demo: every person and message is made up.');
    expect(copies[2]).toHaveTextContent('هذا عرض تجريبي');
    expect(noticeMarkup({ en: { ...en.notice, title: '<b>"x"</b>' } })).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });

  it('shows to a first-time visitor, not once dismissed, and again with ?notice=on', () => {
    expect(bootScript).toContain(`'${NOTICE_DISMISSED_KEY}'`);
    loadPage();
    expect(root.getAttribute(NOTICE_SHOWN_ATTRIBUTE)).toBe('shown');

    button('Got it')?.click();
    expect(document.getElementById(NOTICE_ID)).toBeNull();
    expect(root.hasAttribute(NOTICE_SHOWN_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(NOTICE_DISMISSED_KEY)).toBe('1');

    loadPage('?seed=3');
    expect(root.hasAttribute(NOTICE_SHOWN_ATTRIBUTE)).toBe(false);
    loadPage('?notice=on');
    expect(root.getAttribute(NOTICE_SHOWN_ATTRIBUTE)).toBe('shown');
    // Shown again means shown on the next visit too, until dismissed again.
    expect(localStorage.getItem(NOTICE_DISMISSED_KEY)).toBeNull();
  });

  it('opens the Demo controls, whether the fake backend starts after the press or was running', () => {
    loadPage();
    button('Open the Demo controls')?.click();
    expect(document.getElementById(NOTICE_ID)).toBeNull();
    expect(localStorage.getItem(NOTICE_DISMISSED_KEY)).toBe('1');
    const openLater = vi.fn();
    onControlsAsked(openLater);
    expect(openLater).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(CONTROLS_ASKED_ATTRIBUTE)).toBe(false);

    const openNow = vi.fn();
    onControlsAsked(openNow);
    expect(openNow).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(OPEN_CONTROLS_EVENT));
    expect(openNow).toHaveBeenCalledTimes(1);
  });
});
