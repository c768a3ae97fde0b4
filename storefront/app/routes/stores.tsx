// /Stores (designed: the locator's page; spec 1 §2 "Store locator", "Geolocation box"): find the nearest store by
// postcode or device location, browse the stores by state on the map and list, and pick one as your store.
import type { StoreLocatorSelection } from '@rigkit/domain/stores';
import { onlineStoreId } from '@rigkit/domain/stores';
import { GeolocationBox } from '@rigkit/react/GeolocationBox';
import { StoreLocator } from '@rigkit/react/StoreLocator';
import { useState } from 'react';
import type { Route } from './+types/stores';
import { pageMeta } from '../lib/meta.ts';
import { locationOfPostcode, postcodeOfLocation, saveDefaultStore } from '../lib/stores.client.ts';
import { storesAndShopper } from '../lib/stores.server.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/stores.css';

export function loader(args: Route.LoaderArgs) {
  return storesAndShopper(args);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Our stores', description: 'Find your nearest store in Western Australia or Victoria, its opening hours and how to reach it.', canonicalPath: '/Stores' });
}

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const { stores, postcode } = loaderData;
  const [defaultStoreId, setDefaultStoreId] = useState(loaderData.defaultStoreId);
  const [selection, setSelection] = useState<StoreLocatorSelection>(null);
  const storeOf = (storeId: number) => stores.find((store) => store.StoreId === storeId);
  return (
    <article className="stores-page">
      <h1 className="page-heading">Our stores</h1>
      <GeolocationBox
        stores={stores}
        defaultValue={postcode}
        onLocatePostcode={locationOfPostcode}
        onLocateCoordinates={postcodeOfLocation}
        onLocated={(result) => {
          setDefaultStoreId(result.defaultStoreId);
          // Beyond 50 km the default is the online store, which has no shop to show (spec 1 §4).
          setSelection(result.defaultStoreId === onlineStoreId ? null : result.defaultStoreId);
          void saveDefaultStore(storeOf(result.defaultStoreId), result.postcode).catch(() => undefined);
        }}
      />
      <StoreLocator
        stores={stores}
        value={selection}
        onChange={setSelection}
        defaultStoreId={defaultStoreId}
        onDefaultStoreChange={(storeId) => {
          setDefaultStoreId(storeId);
          void saveDefaultStore(storeOf(storeId)).catch(() => undefined);
        }}
      />
    </article>
  );
}
