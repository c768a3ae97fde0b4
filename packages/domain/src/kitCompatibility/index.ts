// The compatibility engine behind a kit configurator (issue 7), loaded on demand by the page (issue 21).
export { createKitCompatibility, kitCompatibilitySnapshot } from './kitCompatibility.ts';
export type { KitCompatibility } from './kitCompatibility.ts';
