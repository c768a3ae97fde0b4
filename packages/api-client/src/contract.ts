// The contract's generated types alone, for code that must not load the client's browser and fetch modules (the
// server typechecks without the DOM library).
export type { components, operations, paths } from './generated/schema.ts';
