// A build list's one address (spec 2 §2 /buildlist/{inventoryItemListSqid}/{buildListName}), for its canonical link.
// The name comes from the list, never from the address asked for: /buildlist/kknaaj, /BuildList/kknaaj/anything and
// /buildlist/kknaaj/AMD-AM5-Gaming-Build are one page, and each gave another canonical address.
import { nameSegment } from './navigation.ts';

/** The list's name in the server's generated title "{name} ({count})", without the count. */
export function buildListName(title: string): string {
  return title.replace(/\s*\(\d+\)\s*$/, '').trim();
}

export function buildListPath(sqid: string, title: string): string {
  const name = nameSegment(buildListName(title));
  return name === '' ? `/buildlist/${sqid}` : `/buildlist/${sqid}/${name}`;
}
