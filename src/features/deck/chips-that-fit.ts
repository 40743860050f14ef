/**
 * How many of a row's first chips fit on one line, with room kept for the count of the ones left out
 * ("+3") whenever any is: whole chips, never a chip cut to "Ga…" nor the count pushed out of sight.
 * At least one shows (cut at its own end if even it is too wide).
 *
 * @param widths each chip's natural width, in order
 * @param countWidth the count chip's width
 * @param available the row's width
 * @param gap the space between two chips
 * @param leftOutAlready how many were left out before the row (beyond the card's four)
 */
export function chipsThatFit(widths: number[], countWidth: number, available: number, gap: number, leftOutAlready: number): number {
  let used = 0;
  const sums = widths.map((width, index) => (used += width + (index > 0 ? gap : 0)));
  for (let shown = widths.length; shown > 1; shown -= 1) {
    const leftOut = leftOutAlready + widths.length - shown;
    const needed = (sums[shown - 1] ?? 0) + (leftOut > 0 ? gap + countWidth : 0);
    // Half a pixel: widths are fractional, and a chip that fits exactly must not drop out.
    if (needed <= available + 0.5) return shown;
  }
  return Math.min(1, widths.length);
}
