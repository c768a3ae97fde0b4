// Listing summaries from CMS HTML: a feature-list tile shows the marketing description as one line of text (spec 1
// §2 "featurelist: … marketing description"), while the product page renders the same HTML sanitised. Text, not
// markup, is what a tile needs, so the tags go and the common entities are decoded; React escapes the result.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 0xfffd);
  if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 0xfffd);
  return entities[name.toLowerCase()] ?? entity;
}

/** The text of an HTML fragment: scripts and styles dropped, tags removed, entities decoded, whitespace collapsed. */
export function plainTextFromHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(?:p|br|div|li|h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
