// Spec 2 §2 names the section "people also bought"; the slider controls' words are designed.
export const peopleAlsoBoughtMessages = {
  heading: 'People also bought',
  previous: 'Previous items', // designed
  next: 'Next items', // designed
  slide: (position: number, count: number) => `${position} of ${count}`, // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/PeopleAlsoBought exported it. Use `peopleAlsoBoughtMessages`. */
export const PEOPLE_ALSO_BOUGHT_TEXT = peopleAlsoBoughtMessages;
