// The selected games of the software selector (spec 1 §4 §9): at most 5, the oldest dropped, never fewer than 1.
export const MAX_SELECTED_GAMES = 5;
export const MIN_SELECTED_GAMES = 1;

/** Adds a game at the newest end; a sixth game drops the oldest. Adding a selected game changes nothing. */
export function addGame(selection: readonly number[], softwareId: number): number[] {
  if (selection.includes(softwareId)) return [...selection];
  const next = [...selection, softwareId];
  return next.slice(Math.max(0, next.length - MAX_SELECTED_GAMES));
}

/** Removes a game unless it is the last one left. */
export function removeGame(selection: readonly number[], softwareId: number): number[] {
  if (!selection.includes(softwareId) || selection.length <= MIN_SELECTED_GAMES) return [...selection];
  return selection.filter((id) => id !== softwareId);
}

/** A tile click: removes a selected game (not the last), adds any other. */
export function toggleGame(selection: readonly number[], softwareId: number): number[] {
  return selection.includes(softwareId) ? removeGame(selection, softwareId) : addGame(selection, softwareId);
}

/**
 * A selection read from text such as an address ("7001,7003"): whole positive ids, repeats kept once, at most 5
 * (the newest, as if added in order). Anything else is ignored.
 */
export function parseGameSelection(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .reduce<number[]>((selection, id) => addGame(selection, id), []);
}
