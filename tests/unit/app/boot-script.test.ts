import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COPY_ATTRIBUTE, PATH_ATTRIBUTE, REPLACED_CLASS } from '@/app/prerender/prerendered-copy';
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

describe('the stylesheet of prerendered copies', () => {
  it('shows only the copy of the page language, and hides a replaced page', () => {
    for (const { code } of languages) expect(css).toContain(`html:not([lang='${code}']) [${COPY_ATTRIBUTE}='${code}']`);
    expect(css).toContain(`html.${REPLACED_CLASS} [${COPY_ATTRIBUTE}]`);
  });
});
