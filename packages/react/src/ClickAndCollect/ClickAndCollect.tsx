// Click and Collect as compound parts (spec 3 §2.6): Root (the store list), StateGroup (a state's stores under its
// heading) and Store (its Select button and, when open, each cart line's availability and "Collect from …").
// Unstyled: data-rigkit="click-and-collect", data-state empty, choosing or chosen; each store data-expanded and
// data-selected, each line data-availability (Available, AvailableAfterTransfer, Unavailable).
import { type ReactNode } from 'react';
import { clickAndCollectMessages as M } from './messages.ts';
import { useClickAndCollect, type ClickAndCollectAria, type ClickAndCollectProps, type CollectStateGroup, type CollectStore } from './useClickAndCollect.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [ClickAndCollectContext, useClickAndCollectContext] = createPartsContext<ClickAndCollectAria>('ClickAndCollect');

export interface ClickAndCollectComponentProps extends ClickAndCollectProps {
  /** Class name of the root element. */
  className?: string;
  /** The parts in the host's own layout. @default a StateGroup per state */
  children?: ReactNode;
}

function Root({ className, children, ...props }: ClickAndCollectComponentProps) {
  const collect = useClickAndCollect(props);
  if (collect.state === 'empty') {
    return (
      <p className={className} data-rigkit="click-and-collect" data-state="empty" data-part="no-options">
        {M.noStores}
      </p>
    );
  }
  return (
    <ClickAndCollectContext value={collect}>
      <div className={className} data-rigkit="click-and-collect" data-state={collect.state} data-part="stores" role="group" aria-label={M.stores}>
        {children ?? collect.groups.map((group) => <StateGroup key={group.state} group={group} />)}
      </div>
    </ClickAndCollectContext>
  );
}

/** A state's stores under its heading (a region named Western Australia, Victoria, …). */
function StateGroup({ group }: { group: CollectStateGroup }) {
  useClickAndCollectContext('StateGroup');
  return (
    <section data-part="store-group" aria-label={group.heading}>
      <h3>{group.heading}</h3>
      <ul>
        {group.stores.map((store) => (
          <Store key={store.key} store={store} />
        ))}
      </ul>
    </section>
  );
}

/** One store: Select, and when open its lines' availability and "Collect from …". */
function Store({ store }: { store: CollectStore }) {
  useClickAndCollectContext('Store');
  return (
    <li data-part="store" data-expanded={store.isExpanded ? '' : undefined} data-selected={store.isSelected ? '' : undefined}>
      <span data-part="store-name">{store.name}</span>
      <button type="button" data-part="select-store" aria-expanded={store.isExpanded} onClick={store.select}>
        {M.selectStore(store.name)}
      </button>
      {store.isExpanded ? (
        <div data-part="store-items">
          <ul>
            {store.items.map(({ line, availability }) => (
              <li key={line.LineNumber} data-part="store-item" data-availability={availability}>
                {line.ItemDescription}: {M.itemAvailability[availability]}
              </li>
            ))}
          </ul>
          <button type="button" data-part="confirm-store" onClick={store.choose}>
            {M.collectFrom(store.name)}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export const ClickAndCollect = { Root, StateGroup, Store };
