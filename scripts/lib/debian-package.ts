// Tools the runs need that come from Debian, never downloaded by a tool: installed with apt when we are root on a
// Debian-like system, otherwise left to the caller to say what to install.
import { existsSync } from 'node:fs';
import { run, say } from './workspace.ts';

/** Installs Debian's `name` when `isPresent` says it is missing and we may; answers whether it is present after. */
export function ensureDebianPackage(name: string, isPresent: () => boolean, reason: string): boolean {
  if (isPresent()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebianLike = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebianLike) return false;
  say(`${reason}: installing Debian's ${name} package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], { env, quiet: true }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', name], { env, quiet: true }) === 0 &&
    isPresent()
  );
}
