// The text of a stylesheet of the client build, for inlining into documents (paintFirst.server.ts). This module is
// bundled into the server build (build/server/, in index.js or a chunk under its assets/), beside build/client, whose
// /assets files are immutable: read once, kept. In development (no build around this module) nothing is inlined and
// pages keep their links.
import { readFileSync } from 'node:fs';

const serverBuildAt = import.meta.url.lastIndexOf('/server/');
const clientDirectory = serverBuildAt === -1 ? undefined : new URL('../client/', import.meta.url.slice(0, serverBuildAt + '/server/'.length));
const builtStylesheet = /^\/assets\/[\w.-]+\.css$/;
const texts = new Map<string, string | undefined>();

export function readBuiltStylesheet(href: string): string | undefined {
  // React Router marks a route's sheet that a lazily loaded chunk also imports with a trailing "#" (its link then
  // differs from the one Vite adds for the chunk): the same file.
  const path = href.endsWith('#') ? href.slice(0, -1) : href;
  if (!texts.has(path)) texts.set(path, clientDirectory && builtStylesheet.test(path) ? readOrUndefined(new URL(`.${path}`, clientDirectory)) : undefined);
  return texts.get(path);
}

function readOrUndefined(file: URL): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
