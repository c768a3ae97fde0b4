// Small helpers shared by the task scripts (start, test, bench): where the repo is, how to run a command.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function say(line: string): void {
  process.stdout.write(`[rigkit] ${line}\n`);
}

/** Runs a command in the repo (or `cwd`), output shown unless `quiet` (then only shown when it fails). */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; quiet?: boolean; env?: NodeJS.ProcessEnv } = {},
): number {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) {
    say(`${command} could not start: ${result.error.message}`);
    return 1;
  }
  const status = result.status ?? 1;
  if (options.quiet && status !== 0) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return status;
}

/** The packages published to npm (storefront and tooling are private). */
export function publishedPackages(): { name: string; dir: string }[] {
  return ['domain', 'api-client', 'react', 'server'].map((folder) => {
    const dir = `packages/${folder}`;
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string };
    return { name: manifest.name, dir };
  });
}
