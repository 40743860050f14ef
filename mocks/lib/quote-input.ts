/**
 * How much of a caller's input a refusal may repeat. A careful server names
 * what it refused without echoing it whole: a 10 KB or 1 MB value sent back in
 * the message would make every refusal as large as the attack, and land in
 * logs and on screens.
 */
export const QUOTED_INPUT_MAX = 40;

/** The input as a message may quote it: at most 40 characters (whole code points), then an ellipsis. */
export function quoteInput(text: string, max: number = QUOTED_INPUT_MAX): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}
