// /Compare?inventoryItemIds=comma list (spec 2 §2): a table of the chosen items with attribute rows. Removing an item
// rewrites the address; a malformed list is the 400 page.
import { INVENTORY_ITEM_IDS_PARAMETER, parseInventoryItemIds } from '@rigkit/domain/grid';
import { CompareTable } from '@rigkit/react/CompareTable';
import { useCompareList } from '@rigkit/react/CompareTray';
import { useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/compare';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { badRequest, rethrowAsErrorPage } from '../lib/apiErrors.ts';
import { serverApi } from '../lib/api.server.ts';
import { addOneItemToCart } from '../lib/cart.client.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/compare-table.css';

export async function loader(args: Route.LoaderArgs) {
  const ids = parseInventoryItemIds(pageUrl(args.request).searchParams.get(INVENTORY_ITEM_IDS_PARAMETER));
  if (!ids) badRequest();
  if (ids.length === 0) return { ids, items: [] };
  const { client } = serverApi(args);
  const items = await client
    .POST('/getItemGrid', { body: { InventoryItemIds: ids, ReturnAttributes: true }, signal: args.request.signal })
    .then(({ data }) => data.data?.Items ?? [])
    .catch(rethrowAsErrorPage);
  return { ids, items };
}

export function meta(args: Route.MetaArgs) {
  const items = args.loaderData?.items ?? [];
  return pageMeta(args, {
    title: 'Compare',
    description: items.length > 0 ? `Compare ${items.map((item) => item.ItemDescription).join(', ')}.` : 'Compare computer parts side by side.',
    canonicalPath: `/Compare${items.length > 0 ? `?${INVENTORY_ITEM_IDS_PARAMETER}=${items.map((item) => item.InventoryItemId).join(',')}` : ''}`,
  });
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const compareList = useCompareList();
  return (
    <article className="compare-page">
      <Breadcrumbs trail={[{ label: 'Compare' }]} />
      <h1 className="page-heading">Compare</h1>
      <CompareTable.Root items={items}>
        <CompareTable.DifferencesToggle />
        <CompareTable.Table
          onRemove={(removed) => {
            // The tray follows the page: an item removed here is no longer chosen.
            compareList.remove(removed.InventoryItemId);
            const next = new URLSearchParams(searchParams);
            const remaining = items.filter((item) => item.InventoryItemId !== removed.InventoryItemId).map((item) => item.InventoryItemId);
            if (remaining.length === 0) next.delete(INVENTORY_ITEM_IDS_PARAMETER);
            else next.set(INVENTORY_ITEM_IDS_PARAMETER, remaining.join(','));
            setSearchParams(next, { preventScrollReset: true });
          }}
          onAddToCart={async (item) => {
            await addOneItemToCart(item.InventoryItemId, item.ItemTypeCode === 'KIT' ? 'viewItemKit' : 'viewItemSTK');
            await revalidator.revalidate();
          }}
        />
      </CompareTable.Root>
    </article>
  );
}
