import type { ChatLine, ListRow } from './chat-lines';

/**
 * Where a message stands in its group: consecutive messages of one side, with no day heading
 * between them and each within GROUP_GAP_SECONDS of the one before, are drawn as one group
 * (tight spacing, joined corners, the time once, at the group's end).
 */
export type GroupPlace = 'alone' | 'first' | 'middle' | 'last';

/** A pause longer than this starts a new group, even from the same side. */
export const GROUP_GAP_SECONDS = 5 * 60;

/** Whether `next`, coming right after `line`, belongs to its group. */
export function continuesGroup(line: ChatLine, next: ChatLine): boolean {
  return line.senderId === next.senderId && next.chatTime - line.chatTime <= GROUP_GAP_SECONDS && next.chatTime >= line.chatTime;
}

/** Each row's place in its group; a day heading has none (and ends the group before it). */
export function groupPlaces(rows: readonly ListRow[]): (GroupPlace | undefined)[] {
  return rows.map((row, index) => {
    if (row.kind !== 'line') return undefined;
    const before = rows[index - 1];
    const after = rows[index + 1];
    const joinsBefore = before?.kind === 'line' && continuesGroup(before.line, row.line);
    const joinsAfter = after?.kind === 'line' && continuesGroup(row.line, after.line);
    if (joinsBefore && joinsAfter) return 'middle';
    if (joinsBefore) return 'last';
    if (joinsAfter) return 'first';
    return 'alone';
  });
}

/** The time shows once per group, under its last message. */
export function showsTime(place: GroupPlace | undefined): boolean {
  return place === undefined || place === 'alone' || place === 'last';
}
