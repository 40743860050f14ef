import { describe, expect, it } from 'vitest';
import { rowsOf, type ChatLine } from './chat-lines';
import { continuesGroup, GROUP_GAP_SECONDS, groupPlaces, showsTime } from './bubble-groups';

const at = (hour: number, minute = 0, day = 1) => Math.floor(new Date(2026, 2, day, hour, minute).getTime() / 1000);

function line(key: string, senderId: string, chatTime: number): ChatLine {
  return { key, type: 'text', cipher: key, senderId, uploadImage: '', chatTime };
}

const placesOf = (lines: ChatLine[]) => {
  const rows = rowsOf(lines);
  const places = groupPlaces(rows);
  return rows.map((row, index) => (row.kind === 'day' ? 'day' : `${row.key}:${places[index]}`));
};

describe('bubble groups', () => {
  it('joins consecutive messages of one side, and a change of side starts a new group', () => {
    expect(
      placesOf([line('a', 'me', at(9)), line('b', 'me', at(9, 1)), line('c', 'me', at(9, 2)), line('d', 'them', at(9, 3)), line('e', 'me', at(9, 4)), line('f', 'me', at(9, 4))]),
    ).toEqual(['day', 'a:first', 'b:middle', 'c:last', 'd:alone', 'e:first', 'f:last']);
  });

  it('a pause of more than five minutes, or a new day, starts a new group from the same side', () => {
    expect(placesOf([line('a', 'me', at(9)), line('b', 'me', at(9, 5)), line('c', 'me', at(9, 11))])).toEqual(['day', 'a:first', 'b:last', 'c:alone']);
    expect(placesOf([line('a', 'me', at(23, 58, 1)), line('b', 'me', at(0, 1, 2))])).toEqual(['day', 'a:alone', 'day', 'b:alone']);
  });

  it('the gap is five minutes, inclusive; a message dated before the one above it is not joined to it', () => {
    expect(GROUP_GAP_SECONDS).toBe(300);
    expect(continuesGroup(line('a', 'me', 1000), line('b', 'me', 1300))).toBe(true);
    expect(continuesGroup(line('a', 'me', 1000), line('b', 'me', 1301))).toBe(false);
    expect(continuesGroup(line('a', 'me', 1000), line('b', 'me', 999))).toBe(false);
    expect(continuesGroup(line('a', 'me', 1000), line('b', 'them', 1000))).toBe(false);
  });

  it('pending messages group with the sent ones before them', () => {
    const pending = { ...line('p', 'me', at(9, 1)), pendingId: 'x', plainText: 'p' };
    expect(placesOf([line('a', 'me', at(9)), pending])).toEqual(['day', 'a:first', 'p:last']);
  });

  it('the time shows once, at the end of each group', () => {
    const rows = rowsOf([line('a', 'me', at(9)), line('b', 'me', at(9, 1)), line('c', 'them', at(9, 2))]);
    expect(groupPlaces(rows).map(showsTime)).toEqual([true, false, true, true]);
  });

  it('an empty conversation has no places', () => {
    expect(groupPlaces([])).toEqual([]);
  });
});
