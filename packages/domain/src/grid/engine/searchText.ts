// What the grid search box keeps of what is typed (spec 1 §5): a module apart from the search index (search.ts), so
// the settings that store the text do not bring the engine's index code into a page that only renders a grid.

/** Longest search term the grid search box accepts (spec 1 §5, §9). */
export const gridSearchMaxLength = 15;

/** What the search box does to what is typed: cut to 15 characters and lowercased (spec 1 §5). */
export function normalizeGridSearch(text: string): string {
  return text.slice(0, gridSearchMaxLength).toLowerCase();
}
