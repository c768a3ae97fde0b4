export { GameScreenshots } from './GameScreenshots.tsx';
export type { GameScreenshotsComponentProps } from './GameScreenshots.tsx';
export { useGameScreenshots } from './useGameScreenshots.ts';
export type { GameScreenshotSlide, GameScreenshotsAria, GameScreenshotsProps, GameScreenshotsStep } from './useGameScreenshots.ts';
export { gameScreenshotsMessages, GAME_SCREENSHOTS_TEXT } from './messages.ts';
