// Where the real browser is. Chromium comes from Debian (never downloaded by a tool); CHROMIUM_PATH overrides.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) return fromEnvironment;
  return candidates.find((candidate) => existsSync(candidate)) ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

/** Flags for headless Chromium on these machines: no sandbox as root, no GPU, and none of the background network
 *  traffic that a closed network refuses (TOOLCHAIN.md). Shared by Vitest browser mode and the e2e tests. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
