/** The day of an instant as the records keep it: YYYY-MM-DD (UTC). */
export function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
