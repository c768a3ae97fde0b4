import type { components } from '@rigkit/api-client';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { lastModality, trackModality } from '../internal/focusModality.ts';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { gameSelectorMessages } from './messages.ts';
import { NativeTabs } from './NativeTabs.tsx';
import type { GameSelectorAria, GameSelectorChoiceGroup, GameSelectorProps, GameSelectorTab } from './useGameSelector.ts';
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

/** A ring for keyboard focus only, as React Aria's useFocusRing; drawn on the label around the visually hidden input. */
function useFocusVisible(): { isFocusVisible: boolean; focusProps: Pick<InputHTMLAttributes<HTMLInputElement>, 'onFocus' | 'onBlur'> } {
  const [isFocusVisible, setFocusVisible] = useState(false);
  return {
    isFocusVisible,
    focusProps: {
      onFocus: () => setFocusVisible(lastModality() !== 'pointer'),
      onBlur: () => setFocusVisible(false),
    },
  };
}

function Choice({ value, label, group, part }: { value: string; label: string; group: GameSelectorChoiceGroup; part: string }) {
  const { inputProps, isSelected } = group.radio(value);
  const { focusProps, isFocusVisible } = useFocusVisible();
  return (
    <label data-part={part} data-value={value} data-state={isSelected ? 'checked' : 'unchecked'} data-focus-visible={isFocusVisible ? '' : undefined}>
      <VisuallyHidden>
        <input
          {...inputProps}
          {...focusProps}
          onFocus={(event) => {
            inputProps.onFocus?.(event);
            focusProps.onFocus?.(event);
          }}
        />
      </VisuallyHidden>
      {label}
    </label>
  );
}

function ChoiceGroup({ group, value, label, part, children }: { group: GameSelectorChoiceGroup; value: string; label: string; part: string; children: ReactNode }) {
  return (
    <div {...group.radioGroupProps} data-part={part} data-state={value}>
      <span {...group.labelProps} data-part="choice-label">
        {label}
      </span>
      <div data-part="choices">{children}</div>
    </div>
  );
}

function GameTile({ game, selector, imageUrl }: { game: Software; selector: GameSelectorAria; imageUrl: (url: string) => string }) {
  const { inputProps, isSelected } = selector.game(game.SoftwareId);
  const { focusProps, isFocusVisible } = useFocusVisible();
  return (
    <label data-part="game" data-state={isSelected ? 'checked' : 'unchecked'} data-focus-visible={isFocusVisible ? '' : undefined}>
      <VisuallyHidden>
        <input {...inputProps} {...focusProps} />
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
  useEffect(trackModality, []);
  const imageUrl = props.imageUrl ?? ((url: string) => url);
  const tabs = (Object.keys(tabTitles) as GameSelectorTab[]).map((key) => ({ key, title: tabTitles[key] }));

  return (
    <div data-rigkit="game-selector" data-count={selector.selectedGames.length} data-tab={selector.tab} className={props.className}>
      <div data-part="options">
        <ChoiceGroup group={selector.resolutionGroup} value={selector.resolution} label={gameSelectorMessages.resolution} part="resolution">
          {GAME_SELECTOR_CHOICES.resolutions.map((resolution) => (
            <Choice key={resolution} value={resolution} label={resolution} group={selector.resolutionGroup} part="resolution-choice" />
          ))}
        </ChoiceGroup>
        <ChoiceGroup group={selector.buildTypeGroup} value={String(selector.buildType)} label={gameSelectorMessages.buildType} part="build-type">
          {GAME_SELECTOR_CHOICES.buildTypes.map((type) => (
            <Choice key={type.inventoryCategoryId} value={String(type.inventoryCategoryId)} label={type.name} group={selector.buildTypeGroup} part="build-type-choice" />
          ))}
        </ChoiceGroup>
      </div>
      <NativeTabs tabs={tabs} selectedKey={selector.tab} onSelectionChange={selector.setTab} disabledKeys={selector.disabledTabs} aria-label={gameSelectorMessages.label}>
        {selector.tab === 'games' ? (
          <div {...selector.gamesGroupProps} data-part="games">
            <span {...selector.gamesLabelProps} data-part="games-label">
              {gameSelectorMessages.games}
            </span>
            <span {...selector.gamesDescriptionProps} data-part="count">
              {selector.countText}
            </span>
            <div data-part="game-tiles">
              {selector.games.map((game) => (
                <GameTile key={game.SoftwareId} game={game} selector={selector} imageUrl={imageUrl} />
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
