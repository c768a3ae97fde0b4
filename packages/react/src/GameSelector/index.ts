export { GameSelector } from './GameSelector.tsx';
export type { GameSelectorComponentProps } from './GameSelector.tsx';
export { GAME_SELECTOR_CHOICES, useGameSelector } from './useGameSelector.ts';
export type { GameSelectorAria, GameSelectorChoiceGroup, GameSelectorGame, GameSelectorNotice, GameSelectorProps, GameSelectorTab } from './useGameSelector.ts';
export { gameSelectorMessages, GAME_SELECTOR_TEXT } from './messages.ts';
