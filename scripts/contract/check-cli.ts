import { writeFileSync } from 'node:fs';
import { exitCodeOf, junitXml, reportTable, summaryText } from './check-report';
import { runContractCheck, type CheckOptions } from './check-runner';

/** `npm run contract:check -- <api-base-url> [--token T --user-id ID] [--writes] [--junit path.xml]`. */
export const USAGE = 'usage: npm run contract:check -- <api-base-url> [--token T --user-id ID] [--writes] [--junit path.xml]';

export interface CliArguments {
  baseUrl: string;
  session?: { token: string; user_id: string };
  writes: boolean;
  junit?: string;
}

export type Parsed = { ok: true; args: CliArguments } | { ok: false; error: string };

export function parseArguments(argv: readonly string[]): Parsed {
  const rest = [...argv];
  const positional: string[] = [];
  let token: string | undefined;
  let userId: string | undefined;
  let junit: string | undefined;
  let writes = false;
  while (rest.length > 0) {
    const argument = rest.shift() as string;
    const [flag, inline] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const value = () => {
      const given = inline ?? rest.shift();
      if (given === undefined || given === '') throw new Error(`${flag} needs a value`);
      return given;
    };
    try {
      if (flag === '--writes') writes = true;
      else if (flag === '--token') token = value();
      else if (flag === '--user-id') userId = value();
      else if (flag === '--junit') junit = value();
      else if (flag.startsWith('--')) return { ok: false, error: `unknown flag ${flag}` };
      else positional.push(argument);
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }
  const [baseUrl] = positional;
  if (!baseUrl || positional.length > 1) return { ok: false, error: 'give one API base URL, like http://127.0.0.1:4000/api/' };
  if (!/^https?:\/\//.test(baseUrl)) return { ok: false, error: `not an http(s) URL: ${baseUrl}` };
  if ((token === undefined) !== (userId === undefined)) return { ok: false, error: '--token and --user-id go together (the token and the member it was given to)' };
  const session = token !== undefined && userId !== undefined ? { token, user_id: userId } : undefined;
  return { ok: true, args: { baseUrl, writes, ...(session ? { session } : {}), ...(junit ? { junit } : {}) } };
}

/** Runs the check as the command line asks; answers the exit code (2: a usage error). */
export async function main(argv: readonly string[], print: (line: string) => void = console.log, overrides: Partial<CheckOptions> = {}): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed.ok) {
    print(`${parsed.error}\n${USAGE}`);
    return 2;
  }
  const { baseUrl, session, writes, junit } = parsed.args;
  const results = await runContractCheck({ baseUrl, writes, ...(session ? { session } : {}), ...overrides });
  print(reportTable(results));
  print('');
  print(summaryText(results));
  if (junit) {
    writeFileSync(junit, junitXml(results));
    print(`JUnit XML: ${junit}`);
  }
  return exitCodeOf(results);
}
