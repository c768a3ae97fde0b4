// Review carousel text (spec 1 §5 §9): at most 160 characters, then an ellipsis.
export const REVIEW_TEXT_MAX_LENGTH = 160;
export const REVIEW_TEXT_ELLIPSIS = '...';

/** The review text cut at 160 characters with "..." appended when it was longer. */
export function truncateReviewText(text: string, maxLength: number = REVIEW_TEXT_MAX_LENGTH): string {
  return text.length > maxLength ? `${text.slice(0, maxLength).trimEnd()}${REVIEW_TEXT_ELLIPSIS}` : text;
}
