// Review carousel text (spec 1 §5 §9): at most 160 characters, then an ellipsis.
export const REVIEW_TEXT_MAX_LENGTH = 160;
export const REVIEW_TEXT_ELLIPSIS = '...';

/** The review text cut at 160 characters with "..." appended when it was longer. */
export function truncateReviewText(text: string, maxLength: number = REVIEW_TEXT_MAX_LENGTH): string {
  return text.length > maxLength ? `${text.slice(0, maxLength).trimEnd()}${REVIEW_TEXT_ELLIPSIS}` : text;
}

/** The review carousel shows 4 reviews a page and turns the page every 4 s (spec 1 §9). */
export const REVIEW_CAROUSEL_PAGE_SIZE = 4;
export const REVIEW_CAROUSEL_AUTOPLAY_MS = 4000;

/** The reviews of page `page` (0-based), wrapping past the last page. */
export function reviewPage<Review>(reviews: readonly Review[], page: number, pageSize: number = REVIEW_CAROUSEL_PAGE_SIZE): Review[] {
  const pages = Math.max(1, Math.ceil(reviews.length / pageSize));
  const index = ((page % pages) + pages) % pages;
  return reviews.slice(index * pageSize, index * pageSize + pageSize);
}
