#!/usr/bin/env node
// Entry point of the README commands. It runs on whatever Node the machine has (20 here, end of life), so it is
// plain JavaScript with no dependencies. It makes sure the project's own toolchain (Node 24 LTS and pnpm 12, from
// the npm registry, in the git-ignored .tools/ folder) is present, installs the workspace with the frozen lockfile,
// then hands over to the task written in TypeScript (Node 24 strips the types itself).
//
//   node scripts/toolchain.mjs start|test|bench [args]   runs scripts/<task>.ts
//   node scripts/toolchain.mjs exec <command> [args]     runs a workspace binary (storybook, changeset ...)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Pinned here, not in package.json: a `packageManager` field makes pnpm 12 fetch binaries that do not exist.
const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');

function say(line) {
  process.stdout.write(`[rigkit] ${line}\n`);
}

function fail(line) {
  process.stderr.write(`[rigkit] ${line}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function nodePackageName() {
  // The npm registry's Node builds are published per platform as node-<platform>-<arch>.
  return `node-${process.platform}-${process.arch}`;
}

function installedVersion(packageName) {
  const manifest = join(toolsDir, 'node_modules', packageName, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function ensureTools() {
  const systemNodeIsCurrent = Number(process.versions.node.split('.')[0]) >= 24;
  const wanted = { pnpm: PNPM_VERSION };
  if (!systemNodeIsCurrent) wanted[nodePackageName()] = NODE_VERSION;
  const missing = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version);
  if (missing.length > 0) {
    say(`installing ${missing.map(([n, v]) => `${n}@${v}`).join(' and ')} into .tools/ (system Node is ${process.version})`);
    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(
      join(toolsDir, 'package.json'),
      JSON.stringify({ private: true, description: 'rigkit toolchain, see scripts/toolchain.mjs', dependencies: wanted }, null, 2),
    );
    const status = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', toolsDir], {
      cwd: toolsDir,
    });
    if (status !== 0) fail('could not install Node 24 and pnpm from the npm registry (is the registry reachable?)');
  }
  const env = { ...process.env, PATH: `${toolsBin}:${process.env.PATH ?? ''}` };
  // Native addons, if any ever builds, must compile against the Node that runs them.
  if (!systemNodeIsCurrent) env.npm_config_nodedir = join(toolsDir, 'node_modules', nodePackageName());
  return env;
}

function ensureWorkspace(env) {
  const status = run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { env });
  if (status !== 0) fail('pnpm install --frozen-lockfile failed');
}

const [task, ...rest] = process.argv.slice(2);
if (!task) fail('usage: node scripts/toolchain.mjs start|test|bench|exec <command>');
const env = ensureTools();
ensureWorkspace(env);
const node = join(toolsBin, 'node');
const nodeBinary = existsSync(node) ? node : process.execPath;
const status =
  task === 'exec'
    ? run('pnpm', ['exec', ...rest], { env })
    : run(nodeBinary, [join(root, 'scripts', `${task}.ts`), ...rest], { env });
process.exit(status);
