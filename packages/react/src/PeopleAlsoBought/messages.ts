// Spec 2 §2 names the section "people also bought"; the slider controls' words are designed.
export const PEOPLE_ALSO_BOUGHT_TEXT = {
  heading: 'People also bought',
  previous: 'Previous items', // designed
  next: 'Next items', // designed
  slide: (position: number, count: number) => `${position} of ${count}`, // designed
} as const;
