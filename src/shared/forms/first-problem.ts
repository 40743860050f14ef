/**
 * The one problem a refused form speaks of: the first of `firstProblems` found on any field (e.g. 'Please
 * fill the details' while anything is empty), else the first field at fault in the order shown.
 */
export function firstProblem<Field extends string>(
  fieldOrder: readonly Field[],
  messageOf: (field: Field) => string | undefined,
  firstProblems: readonly string[] = [],
): { field: Field; message: string } | null {
  const atFault = fieldOrder.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ field, message }] : [];
  });
  for (const wanted of firstProblems) {
    const found = atFault.find((problem) => problem.message === wanted);
    if (found) return found;
  }
  return atFault[0] ?? null;
}
