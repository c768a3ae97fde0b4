import { describe, expect, it } from 'vitest';
import { REVIEW_CAROUSEL_AUTOPLAY_MS, REVIEW_CAROUSEL_PAGE_SIZE, reviewPage } from './reviewText.ts';

const reviews = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('review carousel pages (spec 1 §9: 4 per page, 4 s autoplay)', () => {
  it('shows 4 a page every 4 s', () => {
    expect(REVIEW_CAROUSEL_PAGE_SIZE).toBe(4);
    expect(REVIEW_CAROUSEL_AUTOPLAY_MS).toBe(4000);
  });

  it.each([
    [0, ['a', 'b', 'c', 'd']],
    [1, ['e', 'f']],
    // Past the last page it starts again, and back before the first it goes to the last.
    [2, ['a', 'b', 'c', 'd']],
    [-1, ['e', 'f']],
  ])('page %i holds %j', (page, expected) => {
    expect(reviewPage(reviews, page)).toEqual(expected);
  });

  it('has one empty page without reviews', () => {
    expect(reviewPage([], 3)).toEqual([]);
  });
});
