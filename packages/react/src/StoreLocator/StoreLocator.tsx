import { storePagePath } from '@rigkit/domain/stores';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { PartButton } from '../internal/PartButton.tsx';
import { useNearViewport } from '../internal/useNearViewport.ts';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { storeLocatorMessages } from './messages.ts';
import type { StoreLocatorAria, StoreLocatorProps, StoreLocatorStoreRow } from './useStoreLocator.ts';
import { useStoreLocator } from './useStoreLocator.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

// The map engine (Leaflet and the state outlines, about 45 kB gzip) is fetched only when the map nears the
// viewport: a page with the locator below the fold downloads none of it up front, and the list works without it.
const mapPart = lazyPart(() => import('./StoreMap.tsx'));

const [StoreLocatorContext, useStoreLocatorContext] = createPartsContext<StoreLocatorAria>('StoreLocator');

export interface StoreLocatorComponentProps extends StoreLocatorProps {
  /** The parts to show. @default the map, the selection line and the grouped list */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The store locator (spec 1 §2): a map with a pin per store and the list under Western Australia and Victoria. */
function Root({ children, className, ...props }: StoreLocatorComponentProps) {
  const locator = useStoreLocator(props);
  return (
    <StoreLocatorContext value={locator}>
      <section className={className} data-rigkit="store-locator" data-state={locator.state} aria-label={storeLocatorMessages.label}>
        {children ?? (
          <>
            <MapPart />
            <Selection />
            <List />
          </>
        )}
      </section>
    </StoreLocatorContext>
  );
}

/** The interactive map; a placeholder of the same size until its engine has loaded. */
function MapPart() {
  const locator = useStoreLocatorContext('Map');
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const engine = useLazyPart(mapPart, useNearViewport(element));
  return (
    <div ref={setElement} data-part="map" data-state={engine ? 'ready' : 'loading'}>
      {engine ? <engine.StoreMap locator={locator} /> : <p data-part="map-loading">{storeLocatorMessages.mapLoading}</p>}
    </div>
  );
}

/** What is shown ("Showing Victoria stores") and the way back to every store; announced when it changes. */
function Selection() {
  const locator = useStoreLocatorContext('Selection');
  return (
    <div data-part="selection">
      <p role="status" data-part="showing">
        {locator.showing}
      </p>
      <PartButton button={locator.showAllButtonProps} part="show-all">
        {storeLocatorMessages.showAll}
      </PartButton>
    </div>
  );
}

/** The stores under their state headings, each heading with a button selecting the state group. */
function List() {
  const locator = useStoreLocatorContext('List');
  return (
    <div data-part="list">
      {locator.groups.map((group) => (
        <StateGroup key={group.state} group={group} />
      ))}
    </div>
  );
}

function StateGroup({ group }: { group: StoreLocatorAria['groups'][number] }) {
  const headingId = useId();
  return (
    <section data-part="group" data-state={group.isSelected ? 'selected' : 'idle'} aria-labelledby={headingId}>
      <div data-part="group-header">
        <h2 id={headingId} data-part="group-heading">
          {group.heading}
        </h2>
        <PartButton button={group.stateButtonProps} part="group-select">
          {storeLocatorMessages.showState(group.heading)}
        </PartButton>
      </div>
      <ul data-part="stores">
        {group.stores.map((row) => (
          <Card key={row.card.StoreId} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** One store's card (spec 1 §2): code, name, e-mail, phone, address, opening hours; Dandenong with its note. */
function Card({ row }: { row: StoreLocatorStoreRow }) {
  const { card } = row;
  const headingId = useId();
  const state = row.isSelected ? 'selected' : row.isInSelection ? 'idle' : 'dimmed';
  return (
    <li data-part="store" data-state={state} data-store-id={card.StoreId} aria-labelledby={headingId}>
      <h3 id={headingId} data-part="store-name">
        {card.StoreName}
      </h3>
      <p data-part="store-code">
        <span>{storeLocatorMessages.storeCode}</span> {card.StoreCode}
      </p>
      {card.note ? <p data-part="store-note">{card.note}</p> : null}
      {row.isDefault ? <p data-part="store-default">{storeLocatorMessages.chosen}</p> : null}
      <address data-part="store-address">
        {card.StreetAddress}, {card.Suburb} {card.State} {card.Postcode}
      </address>
      <p data-part="store-contact">
        <a href={`mailto:${card.Email}`} data-part="store-email">
          {card.Email}
        </a>{' '}
        <a href={`tel:${card.Phone.replace(/[^\d+]/g, '')}`} data-part="store-phone">
          {card.Phone}
        </a>
      </p>
      {card.OpeningHours.length > 0 ? (
        <table data-part="store-hours">
          <caption>{storeLocatorMessages.openingHours}</caption>
          <tbody>
            {card.OpeningHours.map((row) => (
              <tr key={row.Day}>
                <th scope="row">{row.Day}</th>
                <td>{row.Hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div data-part="store-actions">
        <PartButton button={row.chooseButtonProps} part="store-choose">
          {storeLocatorMessages.choose(card.StoreName)}
        </PartButton>
        <RigkitLink href={storePagePath({ StoreName: card.StoreName })} data-part="store-explore" aria-label={`${storeLocatorMessages.explore}: ${card.StoreName}`}>
          {storeLocatorMessages.explore}
        </RigkitLink>
      </div>
    </li>
  );
}

/** `<StoreLocator />` is `<StoreLocator.Root />` with its default parts. */
export const StoreLocator = Object.assign((props: StoreLocatorComponentProps) => <Root {...props} />, { Root, Map: MapPart, Selection, List });
