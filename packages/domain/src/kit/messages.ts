// Kit texts. The toast is quoted from spec 2 §4/§8; the blocking message wording is DESIGNED (the spec says buy is
// disabled while blocking messages exist, spec 2 §4 §5, without quoting them).
/**
 * "a" or "an" before a category name, by its sound: "an OS Drive", "an Operating System", "a CPU", "a UV Printing"
 * (a name starting with U reads "you"; an all-capitals name is read letter by letter, so F, H, L, M, N, R, S, X take
 * "an" too).
 */
export function indefiniteArticle(name: string): 'a' | 'an' {
  const firstWord = name.trim().split(/\s+/)[0] ?? '';
  const isSpelledOut = firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /^[A-Z]/.test(firstWord);
  if (isSpelledOut) return /^[AEFHILMNORSX]/.test(firstWord) ? 'an' : 'a';
  return /^[aeio]/i.test(firstWord) ? 'an' : 'a';
}

export const kitMessages = {
  uvPrintingSelectionRemoved: 'UV Printing Selection Removed',
  addedToCart: 'Added to cart',
  /** Designed wording. */
  selectionRequired: (categoryName: string) => `Please select ${indefiniteArticle(categoryName)} ${categoryName}`,
  /** Designed wording: an error-level compatibility verdict, shown beside the disabled Buy. */
  incompatible: (reason: string) => `Incompatible: ${reason}`,
} as const;
