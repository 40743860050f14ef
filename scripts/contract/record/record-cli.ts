import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { observationsFromHar, type HarLike } from '@mocks/seed/recorded/from-har';
import { formatRecordedSeed } from '@mocks/seed/recorded/format-recorded-seed';
import { makeRecordedSeed } from '@mocks/seed/recorded/make-recorded-seed';
import type { Observation } from '@mocks/seed/recorded/observations';
import { RECORDED_NAME } from '@mocks/seed/recorded/recorded-seed-name';
import { SCRUBBABLE_FIELDS, type RecordedSeedFile, type ScrubbableField } from '@mocks/seed/recorded/recorded-seed-file';
import { walkServer, type WalkOptions } from './walk-server';

export const USAGE = [
  'usage: npm run contract:record -- <api-base-url> --as <mail> --password <p> [--out name] [--writes] [--keep field,...]',
  '       npm run contract:record -- <api-base-url> --token T --user-id ID [--out name] [--writes] [--keep field,...]',
  '       npm run contract:record -- --from-har file.har [--out name] [--keep field,...]',
  `  --keep: ${SCRUBBABLE_FIELDS.join(', ')}   --deck N (cards, default 40)   --messages N (per chat, default 20)`,
].join('\n');

export interface RecordArguments {
  source: { baseUrl: string; signIn: WalkOptions['signIn'] } | { har: string };
  name: string;
  writes: boolean;
  keep: ScrubbableField[];
  deckSize: number;
  messagesPerChat: number;
}

export type Parsed = { ok: true; args: RecordArguments } | { ok: false; error: string };

const isScrubbable = (field: string): field is ScrubbableField => (SCRUBBABLE_FIELDS as readonly string[]).includes(field);

export function parseArguments(argv: readonly string[]): Parsed {
  const rest = [...argv];
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  let writes = false;
  const VALUED = ['--as', '--password', '--token', '--user-id', '--out', '--keep', '--from-har', '--deck', '--messages'];
  while (rest.length > 0) {
    const argument = rest.shift() as string;
    const [flag, inline] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    if (flag === '--writes') writes = true;
    else if (VALUED.includes(flag)) {
      const value = inline ?? rest.shift();
      if (value === undefined || value === '') return { ok: false, error: `${flag} needs a value` };
      flags[flag] = value;
    } else if (flag.startsWith('--')) return { ok: false, error: `unknown flag ${flag}` };
    else positional.push(argument);
  }
  const keep = (flags['--keep'] ?? '').split(',').map((field) => field.trim()).filter(Boolean);
  const unknown = keep.filter((field) => !isScrubbable(field));
  if (unknown.length > 0) return { ok: false, error: `--keep names no scrubbed field: ${unknown.join(', ')} (fields: ${SCRUBBABLE_FIELDS.join(', ')})` };
  const name = flags['--out'] ?? 'recorded';
  if (!RECORDED_NAME.test(name)) return { ok: false, error: `--out is a file name without .json: letters, digits, - and _ (${name})` };
  const numberOf = (flag: string, fallback: number) => (flags[flag] === undefined ? fallback : Number(flags[flag]));
  const deckSize = numberOf('--deck', 40);
  const messagesPerChat = numberOf('--messages', 20);
  if (!(deckSize >= 0 && messagesPerChat >= 1)) return { ok: false, error: '--deck and --messages are whole numbers' };
  const common = { name, writes, keep: keep.filter(isScrubbable), deckSize, messagesPerChat };

  const har = flags['--from-har'];
  if (har !== undefined) {
    if (positional.length > 0) return { ok: false, error: '--from-har records the file: give no API base with it' };
    return { ok: true, args: { ...common, source: { har } } };
  }
  const [baseUrl] = positional;
  if (!baseUrl || positional.length > 1) return { ok: false, error: 'give one API base URL, like http://127.0.0.1:4000/api/, or --from-har file.har' };
  if (!/^https?:\/\//.test(baseUrl)) return { ok: false, error: `not an http(s) URL: ${baseUrl}` };
  const { '--as': email, '--password': password, '--token': token, '--user-id': userId } = flags;
  if (email !== undefined && password !== undefined) return { ok: true, args: { ...common, source: { baseUrl, signIn: { email, password } } } };
  if (token !== undefined && userId !== undefined) return { ok: true, args: { ...common, source: { baseUrl, signIn: { token, user_id: userId } } } };
  return { ok: false, error: 'sign in with --as <mail> --password <p>, or give --token T --user-id ID' };
}

export interface RecordRun {
  /** Where the file goes: fixtures/recorded under the project. */
  folder: string;
  now?: () => number;
  print?: (line: string) => void;
}

/** Records as the command line asks; answers the exit code (0 recorded, 1 could not record, 2 usage error). */
export async function main(argv: readonly string[], { folder, now = Date.now, print = console.log }: RecordRun): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed.ok) {
    print(`${parsed.error}\n${USAGE}`);
    return 2;
  }
  const { args } = parsed;
  let observations: Observation[];
  let source: string;
  try {
    if ('har' in args.source) {
      observations = observationsFromHar(JSON.parse(readFileSync(args.source.har, 'utf8')) as HarLike);
      source = `HAR ${args.source.har}`;
    } else {
      observations = await walkServer({ baseUrl: args.source.baseUrl, signIn: args.source.signIn, writes: args.writes, deckSize: args.deckSize });
      source = args.source.baseUrl;
    }
  } catch (error) {
    print(`could not record: ${(error as Error).message}`);
    return 1;
  }
  let file: RecordedSeedFile;
  try {
    file = makeRecordedSeed(observations, { name: args.name, source, recordedAt: now(), keep: args.keep, messagesPerChat: args.messagesPerChat });
  } catch (error) {
    print(`could not record: ${(error as Error).message}`);
    return 1;
  }
  const path = join(folder, `${file.name}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, formatRecordedSeed(file));
  print(summary(file, path, observations.length));
  return 0;
}

function summary(file: RecordedSeedFile, path: string, calls: number): string {
  const counted = Object.entries(file.records)
    .filter(([, records]) => records.length > 0)
    .map(([collection, records]) => `${collection} ${records.length}`)
    .join(', ');
  const lines = [
    `recorded ${calls} answers into ${path}`,
    `records: ${counted}`,
    `scrubbed: ${file.scrubbed.join(', ') || 'nothing'}${file.kept.length > 0 ? `; kept as recorded: ${file.kept.join(', ')}` : ''}`,
    file.leftOut.length === 0 ? 'every answer fits the contract' : `left out (${file.leftOut.length}), not fitting the contract:`,
    ...file.leftOut.map((left) => `  ${left.call} ${left.path}: ${left.problem}`),
    `sign in to it as ${file.account.email} with the password ${file.account.password} (its own password is not in the file)`,
    `replay: ?seed=recorded:${file.name} in the demo, VITE_MOCK_SEED=recorded:${file.name} npm run dev, MOCK_SERVER_SEED=recorded:${file.name} npm run mock-server`,
  ];
  return lines.join('\n');
}
