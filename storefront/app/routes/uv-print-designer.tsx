// /UvPrintDesigner/{inventoryItemId?}/{configId or designCode?} (spec 2 §2 "UV print designer", §4, §5, §8; spec 1
// §2): a saved design by its code, or the item's blank layout (item 652174 when the address names none, spec 2
// §9). A design that cannot be loaded reverts the address to the item without a design, with the spec's toast.
// The interactive designer (Konva) loads in the browser only, on this route only; narrow screens get a substitute.
import { RigkitApiError } from '@rigkit/api-client';
import { uvPrintMessages } from '@rigkit/domain/uvPrint';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/uv-print-designer';
import { LazyStoreErrorPage } from '../components/LazyStoreErrorPage.tsx';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { idParam } from '../lib/notFound.ts';
import type { RootData } from '../root.tsx';
import { designerPageMessages as text } from '../uvPrint/designerMessages.ts';

const UvDesigner = lazy(() => import('../uvPrint/UvDesigner.tsx'));

/** Spec 2 §9: the default UV item when the route names none. */
export const DEFAULT_UV_ITEM_ID = 652174;
/** The designer is hidden below this width (spec 2 §2, §9; the store's breakpoint is 900 px). */
const narrowScreen = '(max-width: 899px)';

export async function loader(args: Route.LoaderArgs) {
  const itemId = args.params.inventoryItemId ? idParam(args.params.inventoryItemId) : DEFAULT_UV_ITEM_ID;
  const key = args.params.configId ?? null;
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const failed = new URL(args.request.url).searchParams.get('failed');
  // The AI Generator tab only with the account's AllowAiUvPrinting (spec 2 §2); guests never have it.
  const allowAi = client
    .GET('/fetchAccountDetails', { signal })
    .then(({ data }) => data.data?.AllowAiUvPrinting === true)
    .catch(() => false);
  const library = client
    .GET('/FetchSampleImageList', { signal })
    .then(({ data }) => data.data ?? [])
    .catch(() => []);
  try {
    const { data } = await client.POST('/fetchUvPrintConfig', { body: { UvInventoryItemId: itemId, KeyStringId: key }, signal });
    if (!data.data) throw new Error('no design');
    return { itemId, design: data.data, library: await library, allowAi: await allowAi, loadError: failed === 'configuration' ? uvPrintMessages.errorLoadingConfiguration : null };
  } catch (error) {
    if (key !== null) throw redirect(`/UvPrintDesigner/${itemId}?failed=configuration`);
    if (!(error instanceof RigkitApiError) && !(error instanceof Error)) throw error;
    return { itemId, design: null, library: await library, allowAi: false, loadError: uvPrintMessages.errorLoadingLayout };
  }
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: text.title }).filter((tag) => !('name' in tag && tag['name'] === 'robots')), { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyStoreErrorPage error={error} />;
}

function subscribeNarrow(change: () => void): () => void {
  const query = window.matchMedia(narrowScreen);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/** True on a narrow screen; null on the server and while hydrating (the designer mounts in the browser only). */
function useNarrowScreen(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribeNarrow, () => window.matchMedia(narrowScreen).matches, () => null);
}

export default function UvPrintDesignerPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  const isLoggedIn = root?.shopper.isLoggedIn ?? false;
  const narrow = useNarrowScreen();
  const { design, itemId, library, loadError, allowAi } = loaderData;
  return (
    <section data-page="uv-designer">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      {design === null ? (
        <p role="alert" data-part="load-error">
          {loadError}
        </p>
      ) : narrow === null ? (
        <p data-part="loading">{text.loadingDesigner}</p>
      ) : narrow ? (
        <p data-part="narrow-substitute">{text.narrow}</p>
      ) : (
        <Suspense fallback={<p data-part="loading">{text.loadingDesigner}</p>}>
          <UvDesigner key={`${itemId}`} itemId={itemId} design={design} library={library} isLoggedIn={isLoggedIn} allowAi={allowAi && isLoggedIn} initialError={loadError} />
        </Suspense>
      )}
    </section>
  );
}
