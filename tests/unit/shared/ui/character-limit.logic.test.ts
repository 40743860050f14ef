import { describe, expect, it } from 'vitest';
import { limitStage } from '@/shared/ui/character-limit';

describe('the character limit', () => {
  it('warns in the last 10 characters and at the limit, and only then', () => {
    expect(limitStage(0, 60)).toBe('room');
    expect(limitStage(49, 60)).toBe('room');
    expect(limitStage(50, 60)).toBe('near');
    expect(limitStage(59, 60)).toBe('near');
    expect(limitStage(60, 60)).toBe('reached');
  });
});
