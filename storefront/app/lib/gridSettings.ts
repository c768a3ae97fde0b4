// Page configuration from the API (category SortField, ShowAttributesOnProductGrid ...) as grid settings.
import type { GridSettings, GridSortKey } from '@rigkit/domain/grid';
import { gridSortKeys } from '@rigkit/domain/grid';

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
