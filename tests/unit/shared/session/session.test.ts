import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/shared/api/rules';
import { endSession, readSession, startSession } from '@/shared/session/session';

describe('the session', () => {
  afterEach(() => vi.useRealTimers());

  it('is open while onboarded is true and the token and user id are stored', () => {
    startSession({ userId: '7', token: 'abc' });
    expect(Cookies.get('onboarded')).toBe('true');
    expect(localStorage.getItem('session_token')).toBe('abc');
    expect(localStorage.getItem('session_userid')).toBe('7');
    expect(readSession()).toEqual({ userId: '7', token: 'abc' });
  });

  it('sets the onboarded cookie for 12 hours', () => {
    const set = vi.spyOn(Cookies, 'set');
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 8, 0, 0), toFake: ['Date'] });
    startSession({ userId: '7', token: 'abc' });
    const options = set.mock.calls[0]?.[2];
    expect(SESSION_LIFETIME_MS).toBe(43_200_000);
    expect(options?.expires).toEqual(new Date(Date.UTC(2026, 10, 21, 20, 0, 0)));
  });

  it('ends on logout: onboarded false, token and user id cleared', () => {
    startSession({ userId: '7', token: 'abc' });
    endSession();
    expect(Cookies.get('onboarded')).toBe('false');
    expect(localStorage.getItem('session_token')).toBeNull();
    expect(localStorage.getItem('session_userid')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('takes every member key with it: plan, purchase flags, translation language, chat outbox and draft, member cookies', () => {
    startSession({ userId: '7', token: 'abc' });
    for (const key of ['selected_premium', 'premium_price', 'currency', 'selected_boostpremium', 'boostpremium_price', 'selected_superlikepremium', 'superlikepremium_price', 'premium_popup', 'boost_premium_popup', 'superlike_premium_popup', 'chatTransLang']) {
      localStorage.setItem(key, 'x');
    }
    sessionStorage.setItem('chatOutbox:1', '[]');
    sessionStorage.setItem('chatDraft:4', 'Hello');
    for (const name of ['mytoken', 'signupmobileno', 'fbid']) Cookies.set(name, 'x', { path: '/' });
    Cookies.set('language', 'fr', { path: '/' });
    localStorage.setItem('deck_shortcuts', 'off');

    endSession('expired');

    expect(Object.keys(localStorage)).toEqual(['deck_shortcuts']);
    expect(Object.keys(sessionStorage)).toEqual(['amora:session-end-reason']);
    expect(Cookies.get()).toEqual({ onboarded: 'false', language: 'fr' });
  });

  it('is closed without the cookie even when a token is stored', () => {
    startSession({ userId: '7', token: 'abc' });
    Cookies.remove('onboarded', { path: '/' });
    endSession();
    localStorage.setItem('session_token', 'abc');
    localStorage.setItem('session_userid', '7');
    expect(readSession()).toBeNull();
  });
});
