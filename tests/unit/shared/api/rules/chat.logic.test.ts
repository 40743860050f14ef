import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, isAcceptedChatImageName, isSendableText } from '@/shared/api/rules';

describe('the chat field rules', () => {
  it('sends text that is not blank and at most 500 characters', () => {
    expect(CHAT_TEXT_MAX).toBe(500);
    expect(isSendableText('hi')).toBe(true);
    expect(isSendableText('x'.repeat(500))).toBe(true);
    expect(isSendableText('x'.repeat(501))).toBe(false);
    expect(isSendableText('  \n ')).toBe(false);
  });

  it.each([
    ['photo.png', true],
    ['photo.JPG', true],
    ['photo.jpeg', true],
    ['anim.Gif', true],
    ['photo.webp', false],
    ['photo', false],
    ['png', false],
  ])('accepts the chat image %s: %s', (name, accepted) => {
    expect(isAcceptedChatImageName(name)).toBe(accepted);
  });
});
