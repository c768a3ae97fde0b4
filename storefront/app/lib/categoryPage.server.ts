// A category as the API answers it (fetchCategory), for the category page and for its items' own address
// (routes/grid-items-category.tsx): both read the same answer, so the items the browser loads are the ones the
// page's first page was computed from.
import type { RouterContextProvider } from 'react-router';
import { serverApi } from './api.server.ts';
import { notFound, rethrowAsNotFound } from './notFound.ts';

export async function fetchCategoryPage(args: { request: Request; context: Readonly<RouterContextProvider> }, id: number) {
  const { client } = serverApi(args);
  const category = await client
    .POST('/fetchCategory', { body: { inventoryCategoryId: id }, signal: args.request.signal })
    .then(({ data }) => data.data)
    .catch(rethrowAsNotFound);
  if (!category) notFound();
  return category;
}
