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
