// The one slug rule of every address the store builds: product, category, category group, brand and build list
// names (spec 2 §2 names the segments but not their form, so the form is designed here, once).
//
// Case is kept by default: the store compares addresses without regard to case (productAddressCorrection), and its
// published addresses show names as written (/Categories/101/CPU, /Products/500080/AMD-Ryzen-9-6700X-...). The
// lower-case form ('lower') is the same address written as the contract's examples write product links
// (/Products/612345/msi-geforce-rtx-5070-ti-...); widgets that build a product link without an ItemUrl use it.
// Accents are dropped rather than turned into dashes ("Café" → "Cafe"), and the slug is cut at 80 characters on a
// dash, so a long description does not make an address longer than a shopper can share.

/** The longest slug, in characters. */
export const MAX_SLUG_LENGTH = 80;

/** 'keep': the name's own case; 'lower': all lower case. Both name the same page. */
export type SlugCase = 'keep' | 'lower';

/**
 * The address segment for a name: accents dropped, every run of characters other than ASCII letters and digits
 * becomes one "-", no "-" at either end, at most {@link MAX_SLUG_LENGTH} characters. "" when the name has no
 * letter or digit.
 */
export function slug(name: string, letterCase: SlugCase = 'keep'): string {
  const full = (letterCase === 'lower' ? name.toLowerCase() : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= MAX_SLUG_LENGTH) return full;
  const cut = full.slice(0, MAX_SLUG_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  // Cut on the last whole word; a single word longer than the limit is cut inside it.
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}
