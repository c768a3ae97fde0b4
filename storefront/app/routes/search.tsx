// /Search/{searchString?} (spec 2 §2, §8): results of getItemGrid's SearchString in the item grid. Terms under 3
// characters get the spec's message and the hot sale items instead. The term sits in the address encoded three
// times after a redirect and twice after the page's own search box updates it (spec 2 §5); /Search?term= (the
// header's form without scripts) redirects here. The page's box searches 300 ms after the typing stops.
import { decodeSearchSegment, searchInPagePath, searchRedirectPath } from '@rigkit/domain/grid';
import { isSearchTermLongEnough, SEARCH_DEBOUNCE_MS, VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import type { Route } from './+types/search';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { serverApi } from '../lib/api.server.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/grid.css';

const searchGridSettings = { ColumnCount: pageGridColumnCount, SortType: 'relevance' as const };
// Designed: "hot sale items" are the store's website spotlight items, one slider of 12.
const hotSaleGridSettings = { ShowHeader: false, ShowAsSlider: true, GridType: 'grid' as const };
export const HOT_SALE_HEADING = 'Hot sale items'; // designed
const hotSaleCount = 12;

export const shouldRevalidate = skipRevalidationForQueryChanges;

/** The term from the raw path (/Search/{term}, any case), every layer of encoding peeled (spec 2 §5). */
function termFromPath(pathname: string): string {
  const segment = /^\/search\/(.+)$/i.exec(pathname)?.[1] ?? '';
  return decodeSearchSegment(segment);
}

export async function loader(args: Route.LoaderArgs) {
  const url = pageUrl(args.request);
  const fromForm = url.searchParams.get('term');
  const term = termFromPath(url.pathname);
  if (term === '' && fromForm !== null && fromForm.trim() !== '') throw redirect(searchRedirectPath(fromForm));
  const { client } = serverApi(args);
  const signal = args.request.signal;
  if (!isSearchTermLongEnough(term)) {
    // cc/getItemGrid's `hour` is the current hour, which keeps cached answers fresh (spec 1 §7).
    const hotSale = await client
      .GET('/cc/getItemGrid', { params: { query: { OnlyWebsiteSpotlight: true, hour: new Date().getHours() } }, signal })
      .then(({ data }) => (data.data?.Items ?? []).slice(0, hotSaleCount))
      .catch(() => []);
    return { term, items: null, hotSale };
  }
  const { data } = await client.POST('/getItemGrid', { body: { SearchString: term }, signal });
  return { term, items: data.data?.Items ?? [], hotSale: [] };
}

export function meta(args: Route.MetaArgs) {
  const term = args.loaderData?.term ?? '';
  return pageMeta(args, {
    title: term === '' ? 'Search' : `Search results for ${term}`,
    description: term === '' ? 'Search computer parts, gaming PCs and peripherals.' : `Products matching "${term}".`,
  });
}

/** The page's own search box: the address follows the typing 300 ms after it stops, or at once on Enter. */
function SearchRefine({ term }: { term: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(term);
  const pushed = useRef(term);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A new term from elsewhere (the header's box, back and forward) replaces what the box shows; the box's own
  // updates coming back from the loader do not, so typing on is never overwritten.
  useEffect(() => {
    if (term !== pushed.current) {
      pushed.current = term;
      setValue(term);
    }
  }, [term]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim();
    if (next === pushed.current) return;
    pushed.current = next;
    void navigate(searchInPagePath(next), { replace: true, preventScrollReset: true });
  };
  return (
    <form
      role="search"
      aria-label="Refine search"
      className="search-refine"
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <label htmlFor="search-refine-term">Search for</label>
      <input
        id="search-refine-term"
        type="search"
        value={value}
        autoComplete="off"
        onChange={(event) => {
          const text = event.currentTarget.value;
          setValue(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, items, hotSale } = loaderData;
  return (
    <section className="search-page">
      <Breadcrumbs trail={[{ label: 'Search' }]} />
      <h1 className="page-heading">{term === '' ? 'Search' : `Search results for "${term}"`}</h1>
      <SearchRefine term={term} />
      {items === null ? (
        <>
          <p className="notice" role="status">
            {VALIDATION_MESSAGES.searchTooShort}
          </p>
          {hotSale.length > 0 ? (
            <section className="page-section">
              <h2>{HOT_SALE_HEADING}</h2>
              <ProductGrid items={hotSale} label={HOT_SALE_HEADING} gridSettings={hotSaleGridSettings} gridId="search-hot-sale" />
            </section>
          ) : null}
        </>
      ) : (
        <ProductGrid key={term} items={items} label={`Search results for ${term}`} hiddenHeading="Results" gridSettings={searchGridSettings} />
      )}
    </section>
  );
}
