import { describe, expect, it } from 'vitest';
import { composerSchema } from '@/features/chat/composer-rules';
import { CHAT_TEXT_MAX } from '@/shared/api/rules/chat';
import { formProblem } from '../support/form-problem';

describe('the message box rules', () => {
  it("says 'Please enter the message' for a blank text", () => {
    expect(formProblem(composerSchema, { text: '' })).toBe('enterMessage');
    expect(formProblem(composerSchema, { text: '   ' })).toBe('enterMessage');
  });

  it('sends up to 500 characters, as typed', () => {
    expect(formProblem(composerSchema, { text: 'x'.repeat(CHAT_TEXT_MAX) })).toBeNull();
    expect(formProblem(composerSchema, { text: 'x'.repeat(CHAT_TEXT_MAX + 1) })).toBe('enterMessage');
    expect(composerSchema.parse({ text: ' hi ' }).text).toBe(' hi ');
  });
});
