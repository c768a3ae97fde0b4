// Review carousel texts (spec 1 §2 "Review carousel"); all designed.
export const reviewCarouselMessages = {
  label: 'Customer reviews',
  previous: 'Previous reviews',
  next: 'Next reviews',
  pause: 'Pause reviews',
  play: 'Play reviews',
  page: (page: number, pages: number) => `Reviews page ${page} of ${pages}`,
  rating: (rating: number) => `Rated ${rating} out of 5`,
  readMore: (name: string) => `Read ${name}'s full review`,
} as const;
