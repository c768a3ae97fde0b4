// fetchReviews and fetchReviews/{groupId} (spec 1 §3, §7): newest first. The client truncates the text to 160
// characters (spec 1 §5), so the server sends it whole.
import type { Db } from '../db/openDatabase.ts';

/** How many reviews one call answers (designed: enough for several carousel pages of 4, spec 1 §9). */
export const reviewsPerCall = 20;

export async function reviews(db: Db, groupId: number | null) {
  let query = db.selectFrom('reviews').selectAll().orderBy('review_date', 'desc').orderBy('review_id').limit(reviewsPerCall);
  if (groupId !== null) query = query.where('review_group_id', '=', groupId);
  const rows = await query.execute();
  return rows.map((row) => ({
    ReviewUrl: row.review_url,
    ReviewName: row.review_name,
    ReviewRating: row.review_rating,
    ReviewText: row.review_text,
    ReviewDate: row.review_date.toISOString(),
  }));
}

