import type { Snapshot } from '../db/snapshot';

/**
 * The fields of seeded records that hold a time, in the forms the records keep them. The seed writes
 * them relative to the clock's now ("10 minutes ago", "expires in 180 days"), so a snapshot made at one
 * instant and moved to another reads as if it had been seeded then. A test compares a moved snapshot
 * with a fresh seed at another instant, so a time field missing here fails it.
 */
const TIME_FIELDS = {
  at: 'ms',
  created_at: 'ms',
  onlinelasttime: 'ms-text',
  chat_time: 'seconds-text',
  membership_valid_web: 'date-text',
} as const;

type TimeForm = (typeof TIME_FIELDS)[keyof typeof TIME_FIELDS];
const TIME_FIELD_FORMS = Object.entries(TIME_FIELDS) as [string, TimeForm][];

const DAY_MS = 86_400_000;

/**
 * A copy of `snapshot` as if it had been made `to` instead of `from` (epoch ms). Times move by whole
 * seconds, the finest step a record shows (chat_time), and dates by the calendar days between the two
 * instants, so "180 days from now" lands on the day a seed at `to` would write.
 */
export function shiftTimes(snapshot: Snapshot, from: number, to: number): Snapshot {
  const deltaMs = Math.floor((to - from) / 1000) * 1000;
  const deltaDays = Math.floor((from + deltaMs) / DAY_MS) - Math.floor(from / DAY_MS);
  if (deltaMs === 0) return snapshot;
  // The seed writes few distinct dates (a premium's end, mostly): each is moved once.
  const movedDates = new Map<string, string>();
  const moveDate = (value: string): string => {
    let moved = movedDates.get(value);
    if (moved === undefined) movedDates.set(value, (moved = new Date(Date.parse(value) + deltaDays * DAY_MS).toISOString().slice(0, 10)));
    return moved;
  };
  const shift = (form: TimeForm, value: unknown): unknown => {
    if (form === 'ms') return typeof value === 'number' ? value + deltaMs : value;
    if (typeof value !== 'string' || value === '') return value;
    if (form === 'ms-text') return String(Number(value) + deltaMs);
    if (form === 'seconds-text') return String(Number(value) + deltaMs / 1000);
    return moveDate(value);
  };
  const moved: Snapshot = {};
  for (const name of Object.keys(snapshot) as (keyof Snapshot)[]) {
    moved[name] = snapshot[name]?.map((record) => {
      if (typeof record !== 'object' || record === null) return record;
      const copy: Record<string, unknown> = { ...record };
      for (const [field, form] of TIME_FIELD_FORMS) if (field in copy) copy[field] = shift(form, copy[field]);
      return copy;
    });
  }
  return moved;
}
