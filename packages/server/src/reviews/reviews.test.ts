import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 120 });
}, 120_000);
afterAll(async () => t.close());

type Review = { ReviewName: string; ReviewRating: number; ReviewText: string; ReviewDate: string };

describe('reviews', () => {
  it('lists the 20 newest reviews, ratings 1 to 5', async () => {
    const result = await t.call('GET', '/fetchReviews');
    const reviews = result.body.data as Review[];
    expect(reviews).toHaveLength(20);
    const dates = reviews.map((review) => review.ReviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviews.every((review) => review.ReviewRating >= 1 && review.ReviewRating <= 5)).toBe(true);
  });

  it("lists one store's reviews by group id, and none for an unknown group", async () => {
    const wangara = await t.call('GET', '/fetchReviews/2', { contractPath: '/fetchReviews/{groupId}' });
    const reviews = wangara.body.data as Review[];
    expect(reviews).toHaveLength(8);
    expect(reviews.every((review) => review.ReviewText.includes('at Wangara'))).toBe(true);
    const none = await t.call('GET', '/fetchReviews/999', { contractPath: '/fetchReviews/{groupId}' });
    expect(none.body.data).toEqual([]);
  });

  it('refuses a group id that is not a number', async () => {
    const result = await t.call('GET', '/fetchReviews/abc', { contractPath: '/fetchReviews/{groupId}' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('groupId must be integer');
  });

  it('refuses a group id beyond what an id column holds with a 400 naming it, not a database error', async () => {
    const result = await t.call('GET', '/fetchReviews/99999999999', { contractPath: '/fetchReviews/{groupId}' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('groupId must be <= 2147483647');
  });
});
