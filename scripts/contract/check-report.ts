import type { CheckResult, Outcome } from './check-runner';

/**
 * The drift checker's report: a table per call (each check's outcome, and each drift's JSON path, what the
 * contract expects and what came, or why the check was not reached), a summary, JUnit XML for CI,
 * and the exit code: 1 on any drift, 0 otherwise.
 */

export interface Summary {
  calls: number;
  checks: number;
  conforms: number;
  drifts: number;
  notReached: number;
  /** The calls with at least one drifting check. */
  driftingCalls: string[];
}

export function summarize(results: readonly CheckResult[]): Summary {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return {
    calls: new Set(results.map((result) => result.call)).size,
    checks: results.length,
    conforms: count('conforms'),
    drifts: count('drifts'),
    notReached: count('not reached'),
    driftingCalls: [...new Set(results.filter((result) => result.outcome === 'drifts').map((result) => result.call))],
  };
}

export function exitCodeOf(results: readonly CheckResult[]): number {
  return summarize(results).drifts > 0 ? 1 : 0;
}

const MARK: Record<Outcome, string> = { conforms: 'ok', drifts: 'DRIFT', 'not reached': '--' };

/** One block per call: its checks, one line each, and under a drift its paths. */
export function reportTable(results: readonly CheckResult[]): string {
  const byCall = groupByCall(results);
  const checkWidth = Math.max(...results.map((result) => result.check.length), 5);
  const lines: string[] = [];
  for (const [call, checks] of byCall) {
    lines.push(call);
    // The call's own answers first, then its refusals, each in the order sent.
    const ordered = [...checks.filter(isAnswer), ...checks.filter((result) => !isAnswer(result))];
    for (const result of ordered) {
      const outcome = result.outcome === 'not reached' ? `not reached: ${result.note ?? ''}` : result.outcome;
      lines.push(`  ${MARK[result.outcome].padEnd(5)} ${result.check.padEnd(checkWidth)}  ${outcome}`);
      for (const drift of result.drifts) lines.push(`        ${drift.path}: expected ${drift.expected}, came ${drift.received}`);
    }
  }
  return lines.join('\n');
}

const isAnswer = (result: CheckResult) => result.check.startsWith('answer');

export function summaryText(results: readonly CheckResult[]): string {
  const summary = summarize(results);
  const head = `${summary.calls} calls, ${summary.checks} checks: ${summary.conforms} conform, ${summary.drifts} drift, ${summary.notReached} not reached`;
  return summary.drifts > 0 ? `${head}\ndrifting calls: ${summary.driftingCalls.join(', ')}` : head;
}

function groupByCall(results: readonly CheckResult[]): Map<string, CheckResult[]> {
  const byCall = new Map<string, CheckResult[]>();
  for (const result of results) byCall.set(result.call, [...(byCall.get(result.call) ?? []), result]);
  return byCall;
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character)
    // Characters XML 1.0 cannot hold at all.
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD');
}

/** JUnit XML: one testsuite per call, one testcase per check; a drift is a failure, not reached is skipped. */
export function junitXml(results: readonly CheckResult[], name = 'contract:check'): string {
  const summary = summarize(results);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const suites = [...groupByCall(results)].map(([call, checks]) => {
    const failures = checks.filter((result) => result.outcome === 'drifts').length;
    const skipped = checks.filter((result) => result.outcome === 'not reached').length;
    const time = checks.reduce((total, result) => total + result.ms, 0);
    const cases = checks.map((result) => {
      const open = `    <testcase classname="${xml(call)}" name="${xml(`${call}: ${result.check}`)}" time="${seconds(result.ms)}"`;
      if (result.outcome === 'conforms') return `${open}/>`;
      if (result.outcome === 'not reached') return `${open}>\n      <skipped message="${xml(`not reached: ${result.note ?? ''}`)}"/>\n    </testcase>`;
      const detail = result.drifts.map((drift) => `${drift.path}: expected ${drift.expected}, came ${drift.received}`).join('\n');
      const first = result.drifts[0];
      const message = first ? `${call} drifts at ${first.path}` : `${call} drifts`;
      return `${open}>\n      <failure message="${xml(message)}" type="drift">${xml(detail)}</failure>\n    </testcase>`;
    });
    return `  <testsuite name="${xml(call)}" tests="${checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${summary.checks}" failures="${summary.drifts}" errors="0" skipped="${summary.notReached}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
