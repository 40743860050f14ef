import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { frameMarkup } from '../../../scripts/vite/signed-in-frame-plugin';
import { frameSidebarIcons, frameTabIcons } from '../../../scripts/vite/signed-in-frame/frame-icons';
import { navItems, tabItems } from '@/app/shell/nav-items';
import { cookieNames, storageKeys } from '@/shared/session/storage-keys';

/**
 * A signed-in deep link paints the app shell's frame from shell.html before any script of the app has run
 * (docs/decisions/015-signed-in-start-up.md); anyone else gets the page as before.
 */
const bootScript = readFileSync(join(process.cwd(), 'scripts', 'vite', 'signed-in-frame', 'frame-boot.js'), 'utf8');
const BASE = '/web/';

/** shell.html's body as the build writes it: the frame, its script (run here), then the app's empty root. */
function loadShell(path: string) {
  window.history.replaceState(null, '', `${BASE}${path}`);
  document.body.innerHTML = `${frameMarkup(BASE)}<div id="root"></div>`;
  new Function(bootScript)();
}

function signIn() {
  document.cookie = `${cookieNames.onboarded}=true; path=/`;
  localStorage.setItem(storageKeys.token, 'a-token');
}

const frame = () => document.querySelector('[data-amora-frame]');

describe('the signed-in frame', () => {
  afterEach(() => {
    document.cookie = `${cookieNames.onboarded}=; path=/; max-age=0`;
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('shows for a signed-in member under /app, hidden from assistive technology and without text', () => {
    signIn();
    loadShell('app/Message');
    expect(frame()).toHaveAttribute('data-shown');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(frame()?.textContent).toBe('');
    expect(frame()).not.toHaveAttribute('data-full-screen');
  });

  it("draws the shell's icons (its contentful first paint), the current place marked as the shell marks it", () => {
    signIn();
    loadShell('app/LikeRequests');
    // The menu's, the sidebar's eleven and the tab bar's four.
    expect(frame()?.querySelectorAll('svg')).toHaveLength(1 + navItems.length + tabItems.length);
    expect([...(frame()?.querySelectorAll('[data-current]') ?? [])].map((place) => place.getAttribute('data-to'))).toEqual([
      'app/LikeRequests',
      'app/LikeRequests',
    ]);
    expect(frame()?.querySelector('[style]')).toBeNull();
  });

  it("asks at once, for a signed-in member only, for the address's screen and then what every signed-in page loads, texts in the page's language", () => {
    const preloads = {
      modules: ['assets/app-shell.js'],
      styles: ['assets/app-shell.css'],
      texts: { en: ['assets/shell-en.js'], fr: ['assets/shell-fr.js'] },
      screens: {
        'app/peoplenear': { modules: ['assets/deck-screen.js'], styles: [], texts: { fr: ['assets/deck-fr.js'] } },
        'app/message': { modules: ['assets/messages-area.js'], styles: [], texts: {} },
      },
    };
    const asked = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href') ?? ''}`);
    document.documentElement.lang = 'fr';
    window.history.replaceState(null, '', `${BASE}app/PeopleNear`);
    document.body.innerHTML = `${frameMarkup(BASE, preloads)}<div id="root"></div>`;
    new Function(bootScript)();
    expect(asked()).toEqual([]);

    signIn();
    document.body.innerHTML = `${frameMarkup(BASE, preloads)}<div id="root"></div>`;
    new Function(bootScript)();
    expect(asked()).toEqual([
      'modulepreload /web/assets/deck-screen.js',
      'modulepreload /web/assets/deck-fr.js',
      'modulepreload /web/assets/app-shell.js',
      'modulepreload /web/assets/shell-fr.js',
      'preload /web/assets/app-shell.css',
    ]);
    document.head.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it("names the sidebar's and the tab bar's places and icons in the shell's own order", () => {
    expect(frameSidebarIcons).toEqual(navItems.map(({ to, icon }) => ({ to, icon })));
    expect(frameTabIcons).toEqual(tabItems.map(({ to, icon }) => ({ to, icon })));
  });

  it("draws a chat without the shell's bars, as a phone shows it", () => {
    signIn();
    loadShell('app/Message/42');
    expect(frame()).toHaveAttribute('data-full-screen');
  });

  it('is removed before the first paint for a visitor, and outside /app', () => {
    loadShell('app/Message');
    expect(frame()).toBeNull();
    signIn();
    loadShell('no-such-page');
    expect(frame()).toBeNull();
  });

  it("stays while the app shows its loading state, and goes for good with the app's first screen", async () => {
    signIn();
    loadShell('app/PeopleNear');
    const root = document.getElementById('root');
    const spinner = document.createElement('div');
    spinner.setAttribute('role', 'status');
    root?.append(spinner);
    await Promise.resolve();
    expect(frame()).not.toBeNull();

    spinner.remove();
    root?.append(document.createElement('div'));
    await Promise.resolve();
    expect(frame()).toBeNull();
  });
});
