// `npm test`: everything, in the order a failure is cheapest to read. Every step runs even when an earlier one
// failed (one run shows all problems); the exit code is non-zero when anything failed. The last line is
// `N passed, N failed, N skipped`, summed from Vitest's JSON report plus one count per quality gate.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './lib/chromium-install.ts';
import { ensureDebianPackage } from './lib/debian-package.ts';
import { publishedPackages, root, run, say } from './lib/workspace.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const failedTests: string[] = [];
const timings: string[] = [];
const reports = join(root, '.reports');

function gate(name: string, ok: boolean): void {
  if (ok) counts.passed += 1;
  else {
    counts.failed += 1;
    failures.push(name);
  }
}

function step(name: string, action: () => boolean): void {
  say(`── ${name}`);
  const started = performance.now();
  let ok = false;
  try {
    ok = action();
  } catch (error) {
    say(`${name} crashed: ${error instanceof Error ? error.message : String(error)}`);
  }
  timings.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
  gate(name, ok);
}

function tsconfigs(): string[] {
  const candidates = ['tsconfig.json', ...publishedPackages().map((pkg) => `${pkg.dir}/tsconfig.json`), 'storefront/tsconfig.json'];
  return candidates.filter((file) => existsSync(join(root, file)));
}

function checkPackage(pkg: { name: string; dir: string }): boolean {
  const packDir = join(reports, 'pack');
  mkdirSync(packDir, { recursive: true });
  // pnpm pack applies publishConfig (exports pointing at dist), exactly what a user installs.
  if (run('pnpm', ['pack', '--pack-destination', packDir], { cwd: join(root, pkg.dir), quiet: true }) !== 0) return false;
  const tarballName = `${pkg.name.replace('@', '').replace('/', '-')}-`;
  const tarball = readdirSync(packDir).find((file) => file.startsWith(tarballName) && file.endsWith('.tgz'));
  if (!tarball) return false;
  const tarballPath = join(packDir, tarball);
  const subPaths = existsSync(join(root, pkg.dir, 'dist'))
    ? readdirSync(join(root, pkg.dir, 'dist'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(root, pkg.dir, 'dist', entry.name, 'index.js')))
        .map((entry) => `./${entry.name}`)
    : [];
  const publint = run('pnpm', ['exec', 'publint', 'run', tarballPath, '--strict']);
  const attwArgs = ['exec', 'attw', tarballPath, '--profile', 'esm-only', '--no-emoji', '--format', 'table-flipped'];
  if (subPaths.length > 0) attwArgs.push('--include-entrypoints', ...subPaths);
  const attw = run('pnpm', attwArgs);
  return publint === 0 && attw === 0;
}

function readVitestReport(file: string): boolean {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
    success: boolean;
    testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string }[] }[];
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests === 0 && report.numFailedTestSuites > 0) {
    // A file that fails to load has no failed test but must still fail the run.
    counts.failed += report.numFailedTestSuites;
  }
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const failedInFile = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedInFile) failedTests.push(`${where} > ${test.fullName}`);
    if (file.status === 'failed' && failedInFile.length === 0) failedTests.push(`${where} (did not load: ${file.message ?? 'no message'})`);
  }
  return report.success;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (!ensureChromium()) process.exit(1);
// The upload tests scan with the real clamscan (packages/server/src/adapters/antivirus.ts); Debian's clamav has it.
if (!ensureDebianPackage('clamav', () => existsSync('/usr/bin/clamscan'), 'The antivirus scanner tests need clamscan')) {
  say('clamscan is missing: install ClamAV (apt-get install clamav); uploads are refused without it');
  process.exit(1);
}

if (existsSync(join(root, 'scripts', 'contract.ts'))) {
  step('contract: lint, bundle and generated types are current', () => run('node', ['scripts/contract.ts', '--check']) === 0);
}
step('typecheck', () => {
  // React Router writes the route module types (./+types/*) that the storefront's code imports.
  const typegen = run('pnpm', ['--filter', '@rigkit/storefront', 'run', 'typegen'], { quiet: true });
  return [typegen, ...tsconfigs().map((config) => run('pnpm', ['exec', 'tsc', '-p', config]))].every((status) => status === 0);
});
step('lint', () => run('pnpm', ['exec', 'eslint', '--max-warnings', '0', '.']) === 0);
step('build packages', () => run('pnpm', ['-r', '--filter', './packages/**', 'run', 'build'], { quiet: true }) === 0);
for (const pkg of publishedPackages()) {
  step(`publint and attw: ${pkg.name}`, () => checkPackage(pkg));
}
if (existsSync(join(root, 'storefront', 'react-router.config.ts'))) {
  step('build storefront', () => run('pnpm', ['--filter', '@rigkit/storefront', 'run', 'build']) === 0);
}

say('── vitest: node, jsdom, browser, storybook, e2e');
const vitestStarted = performance.now();
const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitestOk = readVitestReport(vitestReport) && vitestStatus === 0;
if (!vitestOk) failures.push('vitest');
if (vitestStatus !== 0 && !existsSync(vitestReport)) counts.failed += 1;
timings.push(`vitest: ${((performance.now() - vitestStarted) / 1000).toFixed(1)} s${vitestOk ? '' : ' (failed)'}`);

step('storybook build', () => run('pnpm', ['run', 'build-storybook'], { quiet: true }) === 0);
step('benchmarks run (--quick, figures not judged)', () => run('node', ['scripts/bench.ts', '--quick']) === 0);

say('── timings');
for (const line of timings) say(`   ${line}`);
if (failures.length > 0) say(`failed: ${failures.join(', ')}`);
// The summary is the part of a long CI log that is always read, so the failing tests are named here too.
for (const test of failedTests) say(`   failed test: ${test}`);
process.stdout.write(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
