// /Search/{searchString?} (spec 2 §2, §8): results of getItemGrid's SearchString in the item grid. Terms under 3
// characters get the spec's message instead; /Search?term= (the header's form without scripts) lands here too.
import { isSearchTermLongEnough, VALIDATION_MESSAGES } from '@rigkit/domain/validation';
import { redirect } from 'react-router';
import type { Route } from './+types/search';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { serverApi } from '../lib/api.server.ts';
import { skipRevalidationForQueryChanges } from '../lib/revalidation.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';

const searchGridSettings = { ColumnCount: pageGridColumnCount, SortType: 'relevance' as const };

export const shouldRevalidate = skipRevalidationForQueryChanges;

export async function loader(args: Route.LoaderArgs) {
  const url = pageUrl(args.request);
  const fromForm = url.searchParams.get('term');
  if (args.params.term === undefined && fromForm !== null && fromForm.trim() !== '') {
    throw redirect(`/Search/${encodeURIComponent(fromForm.trim())}`);
  }
  const term = (args.params.term ?? '').trim();
  if (!isSearchTermLongEnough(term)) return { term, items: null };
  const { client } = serverApi(args);
  const { data } = await client.POST('/getItemGrid', { body: { SearchString: term }, signal: args.request.signal });
  return { term, items: data.data?.Items ?? [] };
}

export function meta(args: Route.MetaArgs) {
  const term = args.loaderData?.term ?? '';
  return pageMeta(args, {
    title: term === '' ? 'Search' : `Search results for ${term}`,
    description: term === '' ? 'Search computer parts, gaming PCs and peripherals.' : `Products matching "${term}".`,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, items } = loaderData;
  return (
    <section className="search-page">
      <Breadcrumbs trail={[{ label: 'Search' }]} />
      <h1 className="page-heading">{term === '' ? 'Search' : `Search results for "${term}"`}</h1>
      {items === null ? (
        <p className="notice" role="status">
          {VALIDATION_MESSAGES.searchTooShort}
        </p>
      ) : (
        <ProductGrid key={term} items={items} label={`Search results for ${term}`} hiddenHeading="Results" gridSettings={searchGridSettings} />
      )}
    </section>
  );
}
