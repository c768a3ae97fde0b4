// The category carousel's words are designed (spec 2 §2 names the carousel, not its texts); its Previous, Pause and
// Next buttons use the grid slider's words (ItemGrid/messages.ts), since it is the same slider.
export const categoryCarouselMessages = {
  /** The carousel's accessible name. */
  label: (name: string) => `${name} categories`,
} as const;
