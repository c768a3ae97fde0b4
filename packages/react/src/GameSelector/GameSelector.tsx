import type { components } from '@rigkit/api-client';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useCheckboxGroupItem } from 'react-aria/useCheckboxGroup';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useRadio } from 'react-aria/useRadioGroup';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { CheckboxGroupState } from 'react-stately/useCheckboxGroupState';
import type { RadioGroupState } from 'react-stately/useRadioGroupState';
import { gameSelectorMessages } from './messages.ts';
import { NativeTabs } from './NativeTabs.tsx';
import type { GameSelectorAria, GameSelectorProps, GameSelectorTab } from './useGameSelector.ts';
import { GAME_SELECTOR_CHOICES, useGameSelector } from './useGameSelector.ts';

type Software = components['schemas']['Software'];

export interface GameSelectorComponentProps extends GameSelectorProps {
  /** Class name of the root element. */
  className?: string;
  /** The "View Compatible PCs" panel: the storefront fetches and draws the PCs for the current choice. */
  compatiblePcs?: ReactNode;
  /** Turns a game's ImageUrl into the address to load (e.g. a sized variant). @default the ImageUrl as given */
  imageUrl?: (imageUrl: string) => string;
}

function Choice({ value, label, state, part }: { value: string; label: string; state: RadioGroupState; part: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected } = useRadio({ value, children: label }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label data-part={part} data-value={value} data-state={isSelected ? 'checked' : 'unchecked'} data-focus-visible={isFocusVisible ? '' : undefined}>
      <VisuallyHidden>
        <input {...inputProps} {...focusProps} ref={ref} />
      </VisuallyHidden>
      {label}
    </label>
  );
}

function ChoiceGroup({ group, state, label, part, children }: { group: GameSelectorAria['resolutionGroup']; state: RadioGroupState; label: string; part: string; children: ReactNode }) {
  return (
    <div {...group.radioGroupProps} data-part={part} data-state={state.selectedValue ?? undefined}>
      <span {...group.labelProps} data-part="choice-label">
        {label}
      </span>
      <div data-part="choices">{children}</div>
    </div>
  );
}

function GameTile({ game, state, imageUrl }: { game: Software; state: CheckboxGroupState; imageUrl: (url: string) => string }) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected } = useCheckboxGroupItem({ value: String(game.SoftwareId), children: game.SoftwareName }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <label data-part="game" data-state={isSelected ? 'checked' : 'unchecked'} data-focus-visible={isFocusVisible ? '' : undefined}>
      <VisuallyHidden>
        <input {...inputProps} {...focusProps} ref={ref} />
      </VisuallyHidden>
      {game.ImageUrl ? <img src={imageUrl(game.ImageUrl)} alt="" data-part="game-image" loading="lazy" width={132} height={176} /> : null}
      <span data-part="game-name">{game.SoftwareName}</span>
      <span data-part="game-check" aria-hidden="true">
        ✓
      </span>
    </label>
  );
}

/** Under the game tiles, so a shopper who scrolled through the games need not scroll back up to the tabs. */
function ShowPcsButton({ count, onPress }: { count: number; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ onPress }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="show-pcs">
      {gameSelectorMessages.showPcs(count)}
    </button>
  );
}

const tabTitles: Record<GameSelectorTab, string> = { games: gameSelectorMessages.selectGamesTab, pcs: gameSelectorMessages.compatiblePcsTab };

/**
 * The software selector (spec 1 §2 Software screens): tabs "Select up to 5 Games" and "View Compatible PCs", the
 * resolution (1080P, 1440P, 4K) and build type (Ready to go, Custom Build) choices, and the game tiles. Unstyled:
 * `data-state` (checked, unchecked) on games and choices, (active, inactive) on tabs; `data-count` on the root.
 */
export function GameSelector(props: GameSelectorComponentProps) {
  const selector = useGameSelector(props);
  const imageUrl = props.imageUrl ?? ((url: string) => url);
  const tabs = (Object.keys(tabTitles) as GameSelectorTab[]).map((key) => ({ key, title: tabTitles[key] }));

  return (
    <div data-rigkit="game-selector" data-count={selector.selectedGames.length} data-tab={selector.tab} className={props.className}>
      <div data-part="options">
        <ChoiceGroup group={selector.resolutionGroup} state={selector.resolutionState} label={gameSelectorMessages.resolution} part="resolution">
          {GAME_SELECTOR_CHOICES.resolutions.map((resolution) => (
            <Choice key={resolution} value={resolution} label={resolution} state={selector.resolutionState} part="resolution-choice" />
          ))}
        </ChoiceGroup>
        <ChoiceGroup group={selector.buildTypeGroup} state={selector.buildTypeState} label={gameSelectorMessages.buildType} part="build-type">
          {GAME_SELECTOR_CHOICES.buildTypes.map((type) => (
            <Choice key={type.inventoryCategoryId} value={String(type.inventoryCategoryId)} label={type.name} state={selector.buildTypeState} part="build-type-choice" />
          ))}
        </ChoiceGroup>
      </div>
      <NativeTabs tabs={tabs} selectedKey={selector.tab} onSelectionChange={selector.setTab} disabledKeys={selector.disabledTabs} aria-label={gameSelectorMessages.label}>
        {selector.tab === 'games' ? (
          <div {...selector.gamesGroup.groupProps} data-part="games">
            <span {...selector.gamesGroup.labelProps} data-part="games-label">
              {gameSelectorMessages.games}
            </span>
            <span {...selector.gamesGroup.descriptionProps} data-part="count">
              {selector.countText}
            </span>
            <div data-part="game-tiles">
              {selector.games.map((game) => (
                <GameTile key={game.SoftwareId} game={game} state={selector.gamesState} imageUrl={imageUrl} />
              ))}
            </div>
            {selector.selectedGames.length > 0 ? <ShowPcsButton count={selector.selectedGames.length} onPress={() => selector.setTab('pcs')} /> : null}
          </div>
        ) : (
          props.compatiblePcs
        )}
      </NativeTabs>
      <p role="status" data-part="notice">
        {selector.noticeText ?? (selector.selectedGames.length === 0 ? gameSelectorMessages.pickFirst : null)}
      </p>
    </div>
  );
}
