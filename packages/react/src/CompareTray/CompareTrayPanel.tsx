// The compare tray's panel (CompareTray.tsx loads it once the list has items): the chosen items with remove buttons
// and the "Compare" link to /Compare?inventoryItemIds=… (spec 2 §2); it says why a 5th was refused.
import { comparePath } from '@rigkit/domain/compare';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { compareTrayMessages } from './messages.ts';
import type { CompareListAria } from './useCompareList.ts';

export interface CompareTrayPanelProps {
  /** The compare list, with at least one item. */
  list: CompareListAria;
  /** Class name of the tray. */
  className?: string | undefined;
}

export function CompareTrayPanel({ list, className }: CompareTrayPanelProps) {
  const canCompare = list.items.length >= 2;
  return (
    <aside className={className} data-rigkit="compare-tray" data-state={list.notice ? 'full' : canCompare ? 'ready' : 'waiting'} aria-label={compareTrayMessages.trayLabel}>
      <h2 data-part="heading">{compareTrayMessages.heading(list.items.length)}</h2>
      <ul data-part="items">
        {list.items.map((item) => (
          <li key={item.InventoryItemId} data-part="item">
            <span data-part="name">{item.ItemDescription}</span>
            <button type="button" data-part="remove" aria-label={compareTrayMessages.removeLabel(item.ItemDescription)} onClick={() => list.remove(item.InventoryItemId)}>
              {compareTrayMessages.remove}
            </button>
          </li>
        ))}
      </ul>
      <div data-part="actions">
        {canCompare ? (
          <RigkitLink href={comparePath(list.items)} data-part="compare-link">
            {compareTrayMessages.compareLink}
          </RigkitLink>
        ) : (
          <p data-part="hint">{compareTrayMessages.chooseAnother}</p>
        )}
        <button type="button" data-part="clear" onClick={list.clear}>
          {compareTrayMessages.clear}
        </button>
      </div>
      <p role="alert" data-part="notice">
        {list.notice}
      </p>
    </aside>
  );
}
