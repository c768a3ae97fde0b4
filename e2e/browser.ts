// One Chromium per e2e file, from Debian (never downloaded), with the flags this closed network needs.
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
