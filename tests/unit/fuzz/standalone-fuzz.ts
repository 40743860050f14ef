import fc from 'fast-check';
import { contract, type CallName } from '@/shared/api/contract';
import { startMockServer } from '@mocks/server';
import { DEFAULT_SEED } from '@mocks/seed/default-seed';
import { resetToSeed } from '@mocks/seed/reset-to-seed';
import { describeCase, sendAndJudge } from './fuzz-call';
import { currentTokens, endCase, idPool } from './fuzz-session';
import { requestArbitrary } from './request-arbitraries';

/**
 * `npm run fuzz` (scripts/fuzz.mjs): the standalone server (mocks/server.ts), started in this process so the
 * database can be compared before and after each call, fed a few hundred generated requests per call over
 * real HTTP. The same generator and judge as the unit run's (contract-fuzz.test.ts), more cases, each
 * call from the seed's data. Prints the counts per call and every problem found; resolves to the problems' count.
 */
export interface FuzzOptions {
  port: number;
  runs: number;
  seed: number;
  /** Only these calls, when given. */
  only?: readonly string[];
  /** Print each call's refusals by message: what the generated requests ran into. */
  verbose?: boolean;
}

interface Row {
  name: string;
  cases: number;
  accepted: number;
  refused: number;
  serverErrors: number;
  problems: number;
  ms: number;
}

export async function runStandaloneFuzz({ port, runs, seed, only, verbose = false }: FuzzOptions): Promise<number> {
  const server = await startMockServer({ port, root: process.cwd() });
  const baseUrl = `http://127.0.0.1:${port}/api/`;
  const names = (Object.keys(contract) as CallName[]).filter((name) => !only?.length || only.includes(name));
  const rows: Row[] = [];
  const found: string[] = [];
  try {
    for (const name of names) {
      await resetToSeed(DEFAULT_SEED);
      const row: Row = { name, cases: 0, accepted: 0, refused: 0, serverErrors: 0, problems: 0, ms: 0 };
      const started = performance.now();
      const refusals = new Map<string, number>();
      // Each call's cases from its own seed, so one call's run replays alone (--only NAME, same --seed).
      for (const fuzzCase of fc.sample(requestArbitrary(contract[name], idPool()), { seed, numRuns: runs })) {
        const judged = await sendAndJudge(name, fuzzCase, await currentTokens(), baseUrl);
        endCase();
        row.cases += 1;
        row[judged.verdict] += 1;
        if (judged.httpStatus >= 500) row.serverErrors += 1;
        if (judged.message !== undefined) refusals.set(judged.message, (refusals.get(judged.message) ?? 0) + 1);
        if (judged.problems.length > 0) {
          row.problems += 1;
          found.push(`${describeCase(name, fuzzCase)}\n    ${judged.problems.join('\n    ')}`);
        }
      }
      row.ms = performance.now() - started;
      rows.push(row);
      console.log(
        `${name.padEnd(20)} ${String(row.cases).padStart(5)} cases  ${String(row.accepted).padStart(4)} accepted  ${String(row.refused).padStart(4)} refused  ${row.serverErrors} 5xx  ${row.problems} problems  ${(row.ms / 1000).toFixed(1)} s`,
      );
      if (verbose) for (const [message, count] of [...refusals].sort((a, b) => b[1] - a[1])) console.log(`    ${String(count).padStart(4)} × ${message}`);
    }
  } finally {
    endCase();
    await server.close();
  }
  const total = (key: 'cases' | 'accepted' | 'refused' | 'serverErrors' | 'problems') => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(
    `\n${rows.length} calls, ${total('cases')} cases (seed ${seed}, ${runs} per call): ${total('accepted')} accepted, ${total('refused')} refused, ` +
      `${total('serverErrors')} server errors, ${total('problems')} problems`,
  );
  for (const problem of found.slice(0, 30)) console.log(`\n  ${problem}`);
  if (found.length > 30) console.log(`\n  … and ${found.length - 30} more`);
  return found.length;
}
