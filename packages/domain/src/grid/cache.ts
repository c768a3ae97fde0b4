// One engine per item list: the index is built once and reused by every query on the same list (the grid re-renders,
// the server answers many requests for one listing). Keyed by the array itself, so a new list gets a new index and
// an old one is garbage-collected with its list.
import { createGridEngine, defaultTrailingDescriptionPrefix, type GridEngine } from './engine/index.ts';
import type { GridItem } from './item.ts';

const engines = new WeakMap<readonly GridItem[], Map<string, GridEngine>>();

/** The engine of this exact item list (and trailing prefix), built on first use. */
export function gridEngineFor(items: readonly GridItem[], trailingDescriptionPrefix?: string): GridEngine {
  let byPrefix = engines.get(items);
  if (!byPrefix) engines.set(items, (byPrefix = new Map()));
  const prefix = trailingDescriptionPrefix ?? defaultTrailingDescriptionPrefix;
  let engine = byPrefix.get(prefix);
  if (!engine) byPrefix.set(prefix, (engine = createGridEngine(items, { trailingDescriptionPrefix: prefix })));
  return engine;
}
