// One Chromium per e2e file, from Debian (never downloaded), with the flags this closed network needs.
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumFlags,
  });
}
