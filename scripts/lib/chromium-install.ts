// Browser tests are never skipped silently: Chromium is installed from Debian when we may, otherwise the run
// stops with one line that says what to install.
import { chromiumPath, hasChromium } from '../chromium.ts';
import { ensureDebianPackage } from './debian-package.ts';

export function ensureChromium(): boolean {
  if (ensureDebianPackage('chromium', hasChromium, 'Chromium is missing (about 25 s)')) return true;
  process.stderr.write(
    `[rigkit] Chromium not found at ${chromiumPath()}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.\n`,
  );
  return false;
}
