// The operations of reviews/ (reviews.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { reviews } from '../reviews/reviews.ts';

export function registerReviewRoutes(register: Register): void {
  register('GET', '/fetchReviews', (context) => reviews(context.services.db, null));
  register('GET', '/fetchReviews/{groupId}', (context) => reviews(context.services.db, Number(context.pathParameters['groupId'])));
}
