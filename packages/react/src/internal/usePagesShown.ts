// "Show more" paging: how many pages of a list are shown, back to one whenever `key` (the shopper's choices) changes,
// without an effect (the count is kept with the key it belongs to).
import { useState } from 'react';

export function usePagesShown<Key>(key: Key): { pages: number; showMore: () => void } {
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  return { pages, showMore: () => setPaging({ key, pages: pages + 1 }) };
}
