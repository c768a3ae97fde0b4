// Browser tests are never skipped silently: Chromium is installed from Debian when we may, otherwise the run
// stops with one line that says what to install.
import { existsSync } from 'node:fs';
import { chromiumPath, hasChromium } from '../chromium.ts';
import { run, say } from './workspace.ts';

export function ensureChromium(): boolean {
  if (hasChromium()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebianLike = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebianLike) {
    say("Chromium is missing: installing Debian's chromium package (about 25 s)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env, quiet: true }) === 0 &&
        run('apt-get', ['install', '-y', '-qq', 'chromium'], { env, quiet: true }) === 0 &&
        hasChromium()) {
      return true;
    }
  }
  process.stderr.write(
    `[rigkit] Chromium not found at ${chromiumPath()}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.\n`,
  );
  return false;
}
