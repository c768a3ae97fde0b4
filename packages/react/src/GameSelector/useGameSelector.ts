import type { components } from '@rigkit/api-client';
import type { Resolution } from '@rigkit/domain/software';
import { addGame, isResolution, removeGame, RESOLUTIONS, SOFTWARE_BUILD_TYPES, softwareBuildTypeByCategory } from '@rigkit/domain/software';
import { useState } from 'react';
import type { CheckboxGroupAria } from 'react-aria/useCheckboxGroup';
import { useCheckboxGroup } from 'react-aria/useCheckboxGroup';
import type { RadioGroupAria } from 'react-aria/useRadioGroup';
import { useRadioGroup } from 'react-aria/useRadioGroup';
import type { CheckboxGroupState } from 'react-stately/useCheckboxGroupState';
import { useCheckboxGroupState } from 'react-stately/useCheckboxGroupState';
import { useControlledState } from 'react-stately/useControlledState';
import type { RadioGroupState } from 'react-stately/useRadioGroupState';
import { useRadioGroupState } from 'react-stately/useRadioGroupState';
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
  gamesState: CheckboxGroupState;
  gamesGroup: CheckboxGroupAria;
  resolutionState: RadioGroupState;
  resolutionGroup: RadioGroupAria;
  buildTypeState: RadioGroupState;
  buildTypeGroup: RadioGroupAria;
}

const noticeText = (notice: GameSelectorNotice): string | null => {
  if (notice === null) return null;
  return notice.kind === 'dropped' ? gameSelectorMessages.dropped(notice.game.SoftwareName) : gameSelectorMessages.keepOne;
};

/**
 * Behaviour of the software selector (spec 1 §2 Software screens, §4, §9): games as a checkbox group kept to the
 * domain's limits (at most 5, the oldest dropped, never fewer than 1), the resolution and build type as radio
 * groups, and the two tabs.
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

  const changeGames = (values: string[]) => {
    const ids = values.map(Number);
    const added = ids.find((id) => !selectedGames.includes(id));
    const removed = selectedGames.find((id) => !ids.includes(id));
    let next = [...selectedGames];
    if (added !== undefined) next = addGame(next, added);
    if (removed !== undefined) next = removeGame(next, removed);
    const dropped = selectedGames.find((id) => id !== removed && !next.includes(id));
    const droppedGame = props.games.find((game) => game.SoftwareId === dropped);
    if (droppedGame) setNotice({ kind: 'dropped', game: droppedGame });
    else if (removed !== undefined && next.includes(removed)) setNotice({ kind: 'keep-one' });
    else setNotice(null);
    if (next.length !== selectedGames.length || next.some((id, index) => id !== selectedGames[index])) setSelectedGames(next);
  };

  const gamesState = useCheckboxGroupState({ value: selectedGames.map(String), onChange: changeGames });
  const gamesGroup = useCheckboxGroup({ label: gameSelectorMessages.games, description: gameSelectorMessages.selectedCount(selectedGames.length) }, gamesState);
  const resolutionState = useRadioGroupState({
    value: resolution,
    onChange: (value) => {
      if (isResolution(value)) setResolution(value);
    },
  });
  const resolutionGroup = useRadioGroup({ label: gameSelectorMessages.resolution, orientation: 'horizontal' }, resolutionState);
  const buildTypeState = useRadioGroupState({
    value: String(buildType),
    onChange: (value) => {
      const type = softwareBuildTypeByCategory(Number(value));
      if (type) setBuildType(type.inventoryCategoryId);
    },
  });
  const buildTypeGroup = useRadioGroup({ label: gameSelectorMessages.buildType, orientation: 'horizontal' }, buildTypeState);

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
    gamesState,
    gamesGroup,
    resolutionState,
    resolutionGroup,
    buildTypeState,
    buildTypeGroup,
  };
}

/** The resolutions and build types offered, in the spec's order (spec 1 §9). */
export const GAME_SELECTOR_CHOICES = { resolutions: RESOLUTIONS, buildTypes: SOFTWARE_BUILD_TYPES } as const;
