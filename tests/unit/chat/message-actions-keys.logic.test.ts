import { describe, expect, it } from 'vitest';
import { actionAfterKey } from '@/features/chat/message-actions-keys';

/** The conversation is one Tab stop; the arrows go from action to action inside it. */

const at = (top: number) => ({ top, bottom: top + 20 });
// Four actions; the view shows 100 to 300 (the second and third).
const places = [at(0), at(150), at(250), at(400)];
const view = { top: 100, bottom: 300 };

describe('which message action an arrow key focuses', () => {
  it('from the conversation itself: Up the lowest in view (the latest), Down the highest', () => {
    expect(actionAfterKey('ArrowUp', places, -1, view)).toBe(2);
    expect(actionAfterKey('ArrowDown', places, -1, view)).toBe(1);
  });

  it('from an action: the one before or after it, in reading order', () => {
    expect(actionAfterKey('ArrowUp', places, 2, view)).toBe(1);
    expect(actionAfterKey('ArrowDown', places, 2, view)).toBe(3);
  });

  it('none that way, none in view, or another key: the key scrolls the list as usual', () => {
    expect(actionAfterKey('ArrowUp', places, 0, view)).toBeUndefined();
    expect(actionAfterKey('ArrowDown', places, 3, view)).toBeUndefined();
    expect(actionAfterKey('ArrowUp', places, -1, { top: 500, bottom: 700 })).toBeUndefined();
    expect(actionAfterKey('Enter', places, 1, view)).toBeUndefined();
  });
});
