// Words of the game page's screenshots slider; the spec names the slider only (designed).
export const gameScreenshotsMessages = {
  label: (title: string) => `${title} screenshots`, // designed
  previous: 'Previous screenshot', // designed
  next: 'Next screenshot', // designed
  slide: (position: number, count: number) => `${position} of ${count}`, // designed
  alt: (title: string, position: number) => `${title} screenshot ${position}`, // designed
  pause: 'Pause screenshots', // designed
  play: 'Play screenshots', // designed
} as const;

/** @deprecated The name before the `<widget>Messages` scheme; kept because @rigkit/react/GameScreenshots exported it. Use `gameScreenshotsMessages`. */
export const GAME_SCREENSHOTS_TEXT = gameScreenshotsMessages;
