import { describe, expect, it } from 'vitest';
import { isOnline, previewOf, unreadCountOf } from '@/features/messages/chat-preview';
import { chatRowTime } from '@/features/messages/chat-time';
import { isChatFilter } from '@/features/messages/chat-filters';
import { encryptMessage } from '@/shared/lib/message-cipher';

describe('previewOf', () => {
  it('decrypts the last message', () => {
    expect(previewOf({ message: encryptMessage('See you at 8 <b>?</b>'), imagename: '' })).toEqual({ kind: 'text', text: 'See you at 8 <b>?</b>' });
  });

  it('says photo for an image message, and none for a chat with nothing said', () => {
    expect(previewOf({ message: '', imagename: 'photo.jpg' })).toEqual({ kind: 'photo' });
    expect(previewOf({ message: '', imagename: '' })).toEqual({ kind: 'none' });
  });

  it('shows a plain text from a server as it came', () => {
    expect(previewOf({ message: 'hello', imagename: '' })).toEqual({ kind: 'text', text: 'hello' });
  });
});

describe('row flags', () => {
  it('counts unread only when the server tells it', () => {
    expect(unreadCountOf({ unread: '3' })).toBe(3);
    expect(unreadCountOf({ unread: '0' })).toBe(0);
    expect(unreadCountOf({})).toBe(0);
  });

  it("is online on '1' only", () => {
    expect(isOnline({ online: '1' })).toBe(true);
    expect(isOnline({ online: '0' })).toBe(false);
  });

  it('knows the four filters', () => {
    expect(['all', 'unread', 'online', 'favorite'].every(isChatFilter)).toBe(true);
    expect(isChatFilter('newest')).toBe(false);
  });
});

describe('chatRowTime', () => {
  const now = Date.UTC(2026, 10, 23, 15, 0);
  const seconds = (ms: number) => String(Math.floor(ms / 1000));

  it('is the hour today, day and month this year, and the full date before', () => {
    expect(chatRowTime(seconds(now - 3600_000), 'en', now)?.label).toMatch(/^\d\d:\d\d$/);
    expect(chatRowTime(seconds(Date.UTC(2026, 2, 4, 12)), 'en', now)?.label).toBe('4 March');
    expect(chatRowTime(seconds(Date.UTC(2026, 2, 4, 12)), 'fr', now)?.label).toBe('4 mars');
    expect(chatRowTime(seconds(Date.UTC(2025, 2, 4, 12)), 'en', now)?.label).toBe('4 March 2025');
  });

  it('gives nothing without a time', () => {
    expect(chatRowTime(undefined, 'en', now)).toBeNull();
    expect(chatRowTime('x', 'en', now)).toBeNull();
  });
});
