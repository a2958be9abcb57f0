/**
 * `npm test`: lint, types, unit and integration tests on PGlite, integration tests again on
 * PostgreSQL, and the browser journeys in Chromium. Every step runs even after a failure; the
 * summary names each step's counts and the exit code is non-zero if any step failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureSystem } from './ensureSystem';

interface StepResult {
  name: string;
  ok: boolean;
  passed?: number;
  failed?: number;
  skipped?: number;
  seconds: number;
  /** The failed tests, "file › name", when the runner's report names them. */
  failures?: string[];
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
mkdirSync('.tmp', { recursive: true });

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: res.status === 0, seconds: (performance.now() - started) / 1000 };
}

interface RunnerReport {
  // vitest --reporter=json
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: { fullName: string; status: string }[] }[];
  // playwright --reporter=json
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean; file: string; line: number }[];
  suites?: PlaywrightSuite[];
}

const shortPath = (file: string) => file.replace(`${process.cwd()}/`, '');

function vitestFailures(report: RunnerReport | undefined): string[] {
  const out: string[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${shortPath(file.name)} › ${a.fullName}`);
    // A file that failed outside its tests (an error while loading or in a hook).
    if (!failed.length && file.status === 'failed') out.push(`${shortPath(file.name)}: ${(file.message ?? 'failed').split('\n')[0]}`);
  }
  return out;
}

function playwrightFailures(suites: PlaywrightSuite[] | undefined): string[] {
  const out: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) out.push(`${spec.file}:${spec.line} › ${spec.title}`);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of suites ?? []) walk(suite);
  return out;
}

function readJson(file: string): RunnerReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RunnerReport;
  } catch {
    return undefined;
  }
}

function vitestStep(name: string, args: string[], env: Record<string, string>): StepResult {
  const out = `.tmp/vitest-${name.toLowerCase().replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const { ok, seconds } = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...args], env);
  const report = readJson(out);
  return {
    name,
    ok: ok && report !== undefined,
    passed: report?.numPassedTests,
    failed: report?.numFailedTests,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    seconds,
    failures: vitestFailures(report),
  };
}

function playwrightStep(name: string, config: string): StepResult {
  // Absolute: Playwright reads a relative report path from the config file's folder.
  const out = resolve(`.tmp/playwright-${name.toLowerCase().replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  const { ok, seconds } = run('npx', ['playwright', 'test', '--config', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson(out);
  const stats = report?.stats;
  return {
    name,
    ok: ok && stats !== undefined,
    passed: stats ? stats.expected + stats.flaky : undefined,
    failed: stats?.unexpected,
    skipped: stats?.skipped,
    seconds,
    failures: playwrightFailures(report?.suites),
  };
}

const steps: Array<[string, () => StepResult]> = [
  ['lint', () => ({ name: 'lint', ...run('npx', ['eslint', '.', '--max-warnings=0']) })],
  ['types', () => ({ name: 'types', ...run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) })],
  ['pglite', () => vitestStep('unit + integration on PGlite', [], { XUNGEN_TEST_DB: 'pglite' })],
  // One file at a time: the files share one PostgreSQL cluster, and a transaction open in another file's
  // database holds back the snapshot horizon that refreshTreeGraph's tests expect to read from exactly.
  ['postgresql', () => vitestStep('integration on PostgreSQL', ['.int.test.', '--maxWorkers=1'], { XUNGEN_TEST_DB: 'postgresql' })],
  ['e2e', () => playwrightStep('browser journeys (Chromium)', 'playwright.config.ts')],
];
if (existsSync('tests/e2e/engine/playwright.config.ts')) {
  steps.push(['e2e', () => playwrightStep('engine in the browser (Chromium)', 'tests/e2e/engine/playwright.config.ts')]);
}

const results: StepResult[] = [];
try {
  ensureSystem();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
for (const [key, step] of steps) {
  if (only && key !== only) continue;
  console.log(`\n── ${key} ──`);
  results.push(step());
}

console.log('\nSummary');
let passed = 0;
let failed = 0;
for (const r of results) {
  const counts = r.passed === undefined ? '' : `: ${r.passed} passed, ${r.failed ?? 0} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} (${r.seconds.toFixed(0)} s)`);
  for (const f of r.failures ?? []) console.log(`         ✘ ${f}`);
  passed += r.passed ?? 0;
  failed += r.failed ?? (r.ok ? 0 : 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
