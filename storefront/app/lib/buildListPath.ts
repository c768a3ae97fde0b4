// A build list's one address (spec 2 §2 /buildlist/{inventoryItemListSqid}/{buildListName}), for its canonical link.
// The name comes from the list, never from the address asked for: /buildlist/kknaaj, /BuildList/kknaaj/anything and
// /buildlist/kknaaj/AMD-AM5-Gaming-Build are one page, and each gave another canonical address.
import { buildListPath as pathOfBuildList } from '@rigkit/domain/paths';

/** The list's name in the server's generated title "{name} ({count})", without the count. */
export function buildListName(title: string): string {
  return title.replace(/\s*\(\d+\)\s*$/, '').trim();
}

export function buildListPath(sqid: string, title: string): string {
  return pathOfBuildList(sqid, buildListName(title));
}
