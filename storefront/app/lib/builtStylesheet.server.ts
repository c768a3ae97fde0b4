// The text of a stylesheet of the client build, for inlining into documents (paintFirst.server.ts). This module is
// bundled into build/server/index.js, beside build/client, whose /assets files are immutable: read once, kept.
// In development (no built file under that address) nothing is inlined and pages keep their links.
import { readFileSync } from 'node:fs';

const clientDirectory = new URL('../client/', import.meta.url);
const builtStylesheet = /^\/assets\/[\w.-]+\.css$/;
const texts = new Map<string, string | undefined>();

export function readBuiltStylesheet(href: string): string | undefined {
  if (!texts.has(href)) texts.set(href, builtStylesheet.test(href) ? readOrUndefined(new URL(`.${href}`, clientDirectory)) : undefined);
  return texts.get(href);
}

function readOrUndefined(file: URL): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
