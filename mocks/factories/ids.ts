/** The next free numeric id after the ones given: the factories' default, so a built record never collides with the seed's. */
export function nextId(existing: Iterable<string>): string {
  let highest = 0;
  for (const id of existing) {
    const value = Number(id);
    if (Number.isFinite(value) && value > highest) highest = value;
  }
  return String(highest + 1);
}
