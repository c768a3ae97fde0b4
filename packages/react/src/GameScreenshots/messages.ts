// Words of the game page's screenshots slider; the spec names the slider only (designed).
export const GAME_SCREENSHOTS_TEXT = {
  label: (title: string) => `${title} screenshots`, // designed
  previous: 'Previous screenshot', // designed
  next: 'Next screenshot', // designed
  slide: (position: number, count: number) => `${position} of ${count}`, // designed
  alt: (title: string, position: number) => `${title} screenshot ${position}`, // designed
} as const;
