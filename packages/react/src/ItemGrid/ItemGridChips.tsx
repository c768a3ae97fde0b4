// The summary chips of the active filters (spec 1 §2): each one removes its filter; "Clear all" removes every one.
import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { useItemGridContext } from './ItemGridContext.ts';
import { itemGridMessages, removeFilterText } from './messages.ts';

function ChipButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ onPress: onRemove, 'aria-label': removeFilterText(label) }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="chip">
      <span data-part="chip-label">{label}</span>
      <span data-part="chip-remove" aria-hidden="true">
        ×
      </span>
    </button>
  );
}

function ClearAllButton() {
  const { grid } = useItemGridContext();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useNativeButton({ onPress: grid.clearFilters }, ref);
  return (
    <button {...buttonProps} ref={ref} data-part="clear-all">
      {itemGridMessages.clearAll}
    </button>
  );
}

/** The active filters as removable chips (spec 1 §2), with "Clear all"; nothing when no filter is on. */
export function ItemGridChips() {
  const { grid } = useItemGridContext();
  if (grid.chips.length === 0 || grid.isSlider) return null;
  return (
    <div role="group" aria-label={itemGridMessages.activeFilters} data-part="chips">
      {grid.chips.map((chip) => (
        <ChipButton key={chip.key} label={chip.label} onRemove={() => grid.removeChip(chip.chip)} />
      ))}
      <ClearAllButton />
    </div>
  );
}
