import type { components } from '@rigkit/api-client';
import type { Resolution } from '@rigkit/domain/software';
import { addGame, isResolution, removeGame, RESOLUTIONS, SOFTWARE_BUILD_TYPES, softwareBuildTypeByCategory } from '@rigkit/domain/software';
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import { useId, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { NativeRadioGroupAria } from '../internal/useNativeRadioGroup.ts';
import { useNativeRadioGroup } from '../internal/useNativeRadioGroup.ts';
import { gameSelectorMessages } from './messages.ts';

type Software = components['schemas']['Software'];

/** The selector's two tabs: choosing games, and the PCs that play them. */
export type GameSelectorTab = 'games' | 'pcs';

/** Why the last change did not go as clicked: a sixth game dropped the oldest, or the last game cannot go. */
export type GameSelectorNotice = { kind: 'dropped'; game: Software } | { kind: 'keep-one' } | null;

export interface GameSelectorProps {
  /** Every game the shopper can pick (fetchSoftwareList). */
  games: readonly Software[];
  /** The chosen SoftwareIds, oldest first (controlled); at most 5, never fewer than 1 once chosen (spec 1 §9). */
  selectedGames?: readonly number[];
  /** The games chosen first when uncontrolled. @default [] */
  defaultSelectedGames?: readonly number[];
  /** Called with the new selection after the domain's limits are applied. */
  onSelectedGamesChange?: (selectedGames: number[]) => void;
  /** The resolution asked for (controlled); a higher tier satisfies the lower ones. */
  resolution?: Resolution;
  /** The resolution chosen first when uncontrolled. @default '1080P' */
  defaultResolution?: Resolution;
  /** Called with the resolution the shopper picks. */
  onResolutionChange?: (resolution: Resolution) => void;
  /** The build type's inventory category, 595 Ready to go or 786 Custom Build (controlled). */
  buildType?: number;
  /** The build type chosen first when uncontrolled. @default 595 */
  defaultBuildType?: number;
  /** Called with the build type's inventory category. */
  onBuildTypeChange?: (buildType: number) => void;
  /** The tab shown (controlled). */
  tab?: GameSelectorTab;
  /** The tab shown first when uncontrolled. @default 'games' */
  defaultTab?: GameSelectorTab;
  /** Called with the tab the shopper opens. */
  onTabChange?: (tab: GameSelectorTab) => void;
}

/** One game's checkbox. */
export interface GameSelectorGame {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  isSelected: boolean;
}

/** A radio group (resolution, build type) with the props of its visible label. */
export interface GameSelectorChoiceGroup extends NativeRadioGroupAria {
  labelProps: HTMLAttributes<HTMLElement>;
}

export interface GameSelectorAria {
  games: readonly Software[];
  selectedGames: readonly number[];
  tab: GameSelectorTab;
  setTab: (tab: GameSelectorTab) => void;
  /** "View Compatible PCs" waits for a first game. */
  disabledTabs: GameSelectorTab[];
  resolution: Resolution;
  buildType: number;
  notice: GameSelectorNotice;
  noticeText: string | null;
  countText: string;
  /** The games' group (role "group", named by its label, described by the count). */
  gamesGroupProps: HTMLAttributes<HTMLElement>;
  gamesLabelProps: HTMLAttributes<HTMLElement>;
  gamesDescriptionProps: HTMLAttributes<HTMLElement>;
  /** The checkbox of one game. */
  game: (softwareId: number) => GameSelectorGame;
  resolutionGroup: GameSelectorChoiceGroup;
  buildTypeGroup: GameSelectorChoiceGroup;
}

const noticeText = (notice: GameSelectorNotice): string | null => {
  if (notice === null) return null;
  return notice.kind === 'dropped' ? gameSelectorMessages.dropped(notice.game.SoftwareName) : gameSelectorMessages.keepOne;
};

/**
 * Behaviour of the software selector (spec 1 §2 Software screens, §4, §9): games as a group of native checkboxes kept
 * to the domain's limits (at most 5, the oldest dropped, never fewer than 1), the resolution and build type as native
 * radio groups, and the two tabs. Native inputs, not React Aria's checkbox and radio hooks: those bring usePress, the
 * form validation state and a focus manager for what the browser's own inputs already do (about 10 kB gzip of
 * /ChooseMyGamingPC, issue 21's route JavaScript budgets).
 */
export function useGameSelector(props: GameSelectorProps): GameSelectorAria {
  const [selectedGames, setSelectedGames] = useControlledState<readonly number[]>(props.selectedGames, props.defaultSelectedGames ?? [], (value) =>
    props.onSelectedGamesChange?.([...value]),
  );
  const [resolution, setResolution] = useControlledState<Resolution>(props.resolution, props.defaultResolution ?? '1080P', props.onResolutionChange);
  const [buildType, setBuildType] = useControlledState<number>(props.buildType, props.defaultBuildType ?? SOFTWARE_BUILD_TYPES[0].inventoryCategoryId, props.onBuildTypeChange);
  const [chosenTab, setTab] = useControlledState<GameSelectorTab>(props.tab, props.defaultTab ?? 'games', props.onTabChange);
  const [notice, setNotice] = useState<GameSelectorNotice>(null);
  const disabledTabs: GameSelectorTab[] = selectedGames.length === 0 ? ['pcs'] : [];
  const tab = disabledTabs.includes(chosenTab) ? 'games' : chosenTab;
  const id = useId();
  const ids = { games: `${id}-games`, count: `${id}-count`, resolution: `${id}-resolution`, buildType: `${id}-build-type` };

  const toggleGame = (softwareId: number, isChecked: boolean) => {
    const next = isChecked ? addGame(selectedGames, softwareId) : removeGame(selectedGames, softwareId);
    const dropped = selectedGames.find((gameId) => gameId !== softwareId && !next.includes(gameId));
    const droppedGame = props.games.find((game) => game.SoftwareId === dropped);
    if (droppedGame) setNotice({ kind: 'dropped', game: droppedGame });
    else if (!isChecked && next.includes(softwareId)) setNotice({ kind: 'keep-one' });
    else setNotice(null);
    if (next.length !== selectedGames.length || next.some((gameId, index) => gameId !== selectedGames[index])) setSelectedGames(next);
  };

  const resolutionGroup = useNativeRadioGroup({
    value: resolution,
    onChange: (value) => {
      if (isResolution(value)) setResolution(value);
    },
    orientation: 'horizontal',
    'aria-labelledby': ids.resolution,
  });
  const buildTypeGroup = useNativeRadioGroup({
    value: String(buildType),
    onChange: (value) => {
      const type = softwareBuildTypeByCategory(Number(value));
      if (type) setBuildType(type.inventoryCategoryId);
    },
    orientation: 'horizontal',
    'aria-labelledby': ids.buildType,
  });

  return {
    games: props.games,
    selectedGames,
    tab,
    setTab,
    disabledTabs,
    resolution,
    buildType,
    notice,
    noticeText: noticeText(notice),
    countText: gameSelectorMessages.selectedCount(selectedGames.length),
    gamesGroupProps: { role: 'group', 'aria-labelledby': ids.games, 'aria-describedby': ids.count },
    gamesLabelProps: { id: ids.games },
    gamesDescriptionProps: { id: ids.count },
    game: (softwareId) => {
      const isSelected = selectedGames.includes(softwareId);
      return {
        isSelected,
        inputProps: {
          type: 'checkbox',
          value: String(softwareId),
          checked: isSelected,
          onChange: (event) => toggleGame(softwareId, event.currentTarget.checked),
        },
      };
    },
    resolutionGroup: { ...resolutionGroup, labelProps: { id: ids.resolution } },
    buildTypeGroup: { ...buildTypeGroup, labelProps: { id: ids.buildType } },
  };
}

/** The resolutions and build types offered, in the spec's order (spec 1 §9). */
export const GAME_SELECTOR_CHOICES = { resolutions: RESOLUTIONS, buildTypes: SOFTWARE_BUILD_TYPES } as const;
