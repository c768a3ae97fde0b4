// Six reviews like the seeded ones (packages/server/src/seed/reviews.ts), one longer than 160 characters.
import type { Review } from './useReviewCarousel.ts';

export const sampleReviews: Review[] = [
  { ReviewName: 'Jack T.', ReviewRating: 5, ReviewText: 'Great service at Wangara, my build was ready in two days.', ReviewUrl: 'https://reviews.example/1', ReviewDate: '2026-11-02T14:20:00+08:00' },
  { ReviewName: 'Priya S.', ReviewRating: 4, ReviewText: 'Knowledgeable staff at Moorabbin helped me pick a quieter cooler. Price matched an online store too.', ReviewUrl: null, ReviewDate: '2026-10-28T10:00:00+11:00' },
  {
    ReviewName: 'Tom W.',
    ReviewRating: 5,
    ReviewText:
      'Ordered a custom gaming PC on Monday, it was built, stress tested and delivered to Joondalup by Friday. Cable management is tidy and the temperatures are excellent under load, very happy.',
    ReviewUrl: null,
    ReviewDate: '2026-10-20T09:00:00+08:00',
  },
  { ReviewName: 'Mia N.', ReviewRating: 5, ReviewText: 'Click and collect at Osborne Park took five minutes.', ReviewUrl: null, ReviewDate: '2026-10-11T12:00:00+08:00' },
  { ReviewName: 'Sam L.', ReviewRating: 3, ReviewText: 'Good prices, but my monitor took a week to arrive in Bendigo.', ReviewUrl: null, ReviewDate: '2026-10-02T16:00:00+11:00' },
  { ReviewName: 'Ava K.', ReviewRating: 5, ReviewText: 'The consultation helped me choose a workstation for video editing.', ReviewUrl: null, ReviewDate: '2026-09-21T11:00:00+08:00' },
];
