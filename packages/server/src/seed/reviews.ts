// Seeded reviews (spec 1 §3 "Review"): written from fragments by the PRNG, dated before `now`, grouped by store.
import type { Insertable } from 'kysely';
import type { ReviewsTable } from '../db/schema.ts';
import type { Random } from './random.ts';
import { seedStores } from './reference.ts';

const firstNames = ['Jack', 'Mia', 'Noah', 'Chloe', 'Liam', 'Ava', 'Ethan', 'Zoe', 'Lucas', 'Isla', 'Oliver', 'Ruby'];
const openings = ['Great service', 'Friendly staff', 'Fast turnaround', 'Really helpful team', 'Good prices', 'Excellent advice'];
const middles = [
  'my build was ready in two days',
  'they talked me through every part',
  'the PC arrived well packed and ran first time',
  'they matched the price and fixed a cable issue on the spot',
  'cable management on my custom build is spotless',
  'the upgrade was done while I waited',
];
const closings = ['Will be back.', 'Highly recommended.', 'Thanks team!', 'Five stars from me.', 'Could not be happier.', 'A bit of a wait, but worth it.'];

export const reviewsPerStore = 8;

export function generateReviews(random: Random, now: Date): Insertable<ReviewsTable>[] {
  const reviews: Insertable<ReviewsTable>[] = [];
  for (const store of seedStores) {
    for (let index = 0; index < reviewsPerStore; index += 1) {
      const rating = random.pick([5, 5, 5, 4, 4, 3]);
      const where = store.store_id === 1 ? 'online' : `at ${store.store_name}`;
      reviews.push({
        review_id: reviews.length + 1,
        review_group_id: store.store_id,
        review_name: `${random.pick(firstNames)} ${String.fromCharCode(65 + random.integer(0, 25))}.`,
        review_rating: rating,
        review_text: `${random.pick(openings)} ${where}, ${random.pick(middles)}. ${rating >= 4 ? random.pick(closings.slice(0, 5)) : closings[5]}`,
        review_url: null,
        review_date: new Date(now.getTime() - random.integer(1, 365) * 86_400_000 - random.integer(0, 86_399) * 1000),
      });
    }
  }
  return reviews;
}
