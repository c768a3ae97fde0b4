// Knowledge-base viewer rules (spec 1 §2 "Knowledge-base viewer"): the "Last Updated" stamp in AWST and the optional
// hash links that open an item.

/** Perth's zone: AWST, UTC+8 all year (Western Australia keeps no daylight saving). */
export const awstTimeZone = 'Australia/Perth';

/** The newest LastUpdatedDateTime of the items (designed: one stamp for the page), or undefined when none has one. */
export function latestUpdate(items: readonly { LastUpdatedDateTime?: string | null | undefined }[]): Date | undefined {
  let latest: Date | undefined;
  for (const item of items) {
    if (!item.LastUpdatedDateTime) continue;
    const when = new Date(item.LastUpdatedDateTime);
    if (Number.isNaN(when.getTime())) continue;
    if (!latest || when > latest) latest = when;
  }
  return latest;
}

/** "Last Updated: 18 November 2026, 2:20 pm AWST" (designed wording around the spec's "Last Updated" and AWST). */
export function formatLastUpdated(when: Date): string {
  const text = new Intl.DateTimeFormat('en-AU', { timeZone: awstTimeZone, day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(when);
  // en-AU writes "18 November 2026 at 2:20 pm" in some engines and "18 November 2026, 2:20 pm" in others.
  return `Last Updated: ${text.replace(' at ', ', ').replace(/\u202f/g, ' ')} AWST`;
}

const hashPrefix = 'question-';

/** The hash that opens an item: #question-{KnowledgebaseItemId} (designed). */
export function knowledgebaseItemHash(itemId: number): string {
  return `#${hashPrefix}${itemId}`;
}

/** The item a location hash opens, or undefined when it names none. */
export function knowledgebaseItemIdFromHash(hash: string): number | undefined {
  const match = new RegExp(`^#?${hashPrefix}(\\d{1,9})$`).exec(hash);
  return match ? Number(match[1]) : undefined;
}
