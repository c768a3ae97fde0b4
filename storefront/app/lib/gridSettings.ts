// Page configuration from the API (category SortField, ShowAttributesOnProductGrid ...) as grid settings.
import type { GridSettings, GridSortKey, GridUrlOptions, GridViewState } from '@rigkit/domain/grid';
import { defaultGridSettings, gridSortKeys, gridViewStateFromSettings, parseGridQuery } from '@rigkit/domain/grid';

const isSortKey = (value: string | null | undefined): value is GridSortKey => (gridSortKeys as readonly string[]).includes(value ?? '');

// A page grid lays out four tiles a row at the store's page width (designed; the domain caps it on mobile).
export const pageGridColumnCount = 4;

export function pageGridSettings(page: { SortField?: string | null; ShowAttributesOnProductGrid?: boolean | null; ShowPlainDescriptions?: boolean | null }): Partial<GridSettings> {
  return {
    ColumnCount: pageGridColumnCount,
    ...(isSortKey(page.SortField) ? { SortType: page.SortField } : {}),
    ...(page.ShowAttributesOnProductGrid ? { ShowAttributes: true } : {}),
    ...(page.ShowPlainDescriptions ? { UsePlainDescription: true } : {}),
  };
}

/** How a page grid's settings sit in the address (spec 1 §4): the grid's defaults and the domain's opt-outs. */
export function gridUrlOptions(gridSettings: Partial<GridSettings> | undefined, gridId: string | undefined): GridUrlOptions {
  return {
    defaults: gridViewStateFromSettings({ ...defaultGridSettings, ...gridSettings }),
    ...(gridId === undefined ? {} : { gridId }),
    ...(gridSettings?.ShowHeader === undefined ? {} : { showHeader: gridSettings.ShowHeader }),
    ...(gridSettings?.BlockUrlUpdating === undefined ? {} : { blockUrlUpdating: gridSettings.BlockUrlUpdating }),
  };
}

/** The grid settings a page address asks for, as the page's grid reads them (useGridUrlSync): a loader renders them. */
export function addressGridSettings(url: URL, gridSettings: Partial<GridSettings> | undefined, gridId?: string): GridViewState {
  return parseGridQuery(url.searchParams.toString(), gridUrlOptions(gridSettings, gridId));
}
