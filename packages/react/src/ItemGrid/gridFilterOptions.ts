// The grid's filter menus and chips (spec 1 §2, §4, §9): the engine's facet counts as labelled options in the order a
// shopper reads them, and a chip's label. The rule of which options show is the domain's (isFilterOptionShown).
import type { components } from '@rigkit/api-client';
import type { AvailabilityFilterValue } from '@rigkit/domain/availability';
import { availabilityFilterLabel, availabilityFilterMenuOrder } from '@rigkit/domain/availability';
import type { GridEngineFacets, GridFilterChip, GridViewState } from '@rigkit/domain/grid';
import type { NumericBucket, NumericRange } from '@rigkit/domain/grid';
import { gridAttributeRange, isFilterOptionShown, isNumericAttribute, numericBuckets, numericExtent, parseRangeAttributeValue, rangeLabel } from '@rigkit/domain/grid';
import { itemGridMessages } from './messages.ts';

type Category = components['schemas']['Category'];

export interface ItemGridFilterOption<Value> {
  value: Value;
  label: string;
  /** Items that would show with this choice, every other filter kept. */
  count: number;
  isSelected: boolean;
}

/** A numeric attribute filtered by range: the slider's ends, the chosen range and the counts per bucket. */
export interface ItemGridRangeGroup {
  key: string;
  extent: { min: number; max: number };
  range: NumericRange | undefined;
  buckets: NumericBucket[];
}

/** The shopper's store and state, which name the "In Stock {store}" and "In Stock {state}" choices. */
export interface StockLabelContext {
  storeName: string;
  state: string;
}

export function categoryNames(categories: readonly Category[] | undefined): Map<number, string> {
  const names = new Map<number, string>();
  const visit = (list: readonly Category[]) => {
    for (const category of list) {
      names.set(category.InventoryCategoryId, category.CategoryName);
      visit(category.ChildCategories ?? []);
    }
  };
  visit(categories ?? []);
  return names;
}

// Filter labels (brands, attribute values) in alphabetical order, ignoring case, with the numbers in them compared
// by value: 6, 8, 12, 16 cores and 65 W before 105 W (as text, "12" came before "6"). Not localeCompare: with a
// locale it builds an ICU collator per call, and even one collator loads ICU's collation data, together the largest
// script cost of a category page's hydration on a phone (CPU profile at 4x); the labels are plain ASCII product terms.
const labelParts = /\d+(?:\.\d+)?|\D+/g;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isDigit = (part: string) => part.charCodeAt(0) >= 48 && part.charCodeAt(0) <= 57;
function compareLabels(left: string, right: string): number {
  const [a, b] = [left.toLowerCase().match(labelParts) ?? [], right.toLowerCase().match(labelParts) ?? []];
  for (let at = 0; at < a.length && at < b.length; at += 1) {
    const [partA, partB] = [a[at] as string, b[at] as string];
    const areNumbers = isDigit(partA) && isDigit(partB);
    const order = areNumbers ? Number(partA) - Number(partB) || compareText(partA, partB) : compareText(partA, partB);
    if (order !== 0) return order;
  }
  return a.length - b.length || compareText(left, right);
}
const byLabel = <Value>(left: ItemGridFilterOption<Value>, right: ItemGridFilterOption<Value>) => compareLabels(left.label, right.label);

const stockLabel = (value: AvailabilityFilterValue, labelContext: StockLabelContext | undefined) =>
  availabilityFilterLabel(value, labelContext ?? { storeName: '', state: '' });

const shown = <Value>(option: ItemGridFilterOption<Value>) => isFilterOptionShown(option);

/** The stock, brand, category and attribute menus for the engine's facets; "my store" and "my state" only with a store. */
export function gridFilterOptions(
  facets: GridEngineFacets,
  settings: GridViewState,
  names: ReadonlyMap<number, string>,
  labelContext: StockLabelContext | undefined,
) {
  const stockOptions: ItemGridFilterOption<AvailabilityFilterValue>[] = availabilityFilterMenuOrder
    .filter((value) => labelContext || (value !== 'in-stock-my-store' && value !== 'in-stock-my-state'))
    .map((value) => ({ value, label: stockLabel(value, labelContext), count: facets.availability[value], isSelected: settings.availability === value }));
  const brandOptions: ItemGridFilterOption<string>[] = facets.brands
    .filter((bucket) => bucket.value !== '')
    .map((bucket) => ({ ...bucket, label: bucket.value }))
    .filter(shown)
    .sort(byLabel);
  const categoryOptions: ItemGridFilterOption<number>[] = facets.categories
    .filter((bucket) => names.has(bucket.value))
    .map((bucket) => ({ ...bucket, label: names.get(bucket.value) ?? String(bucket.value) }))
    .filter(shown)
    .sort(byLabel);
  // A numeric attribute (every value a number, many of them) filters by range, with bucket counts (issue 17 defect 5).
  const entries = Object.entries(facets.attributes);
  const isNumeric = ([, buckets]: (typeof entries)[number]) => isNumericAttribute(buckets.map((bucket) => bucket.value));
  const rangeGroups: ItemGridRangeGroup[] = entries.filter(isNumeric).flatMap(([key, buckets]) => {
    const extent = numericExtent(buckets.map((bucket) => bucket.value));
    return extent ? [{ key, extent, range: gridAttributeRange(settings, key), buckets: numericBuckets(buckets) }] : [];
  });
  const attributeGroups = entries
    .filter((entry) => !isNumeric(entry))
    .map(([key, buckets]) => ({
      key,
      options: buckets.map((bucket) => ({ ...bucket, label: bucket.value })).filter(shown).sort(byLabel),
    }))
    .filter((group) => group.options.length > 0);
  return { stockOptions, brandOptions, categoryOptions, attributeGroups, rangeGroups };
}

/** The words on a filter chip. */
export function gridChipLabel(chip: GridFilterChip, names: ReadonlyMap<number, string>, labelContext: StockLabelContext | undefined): string {
  switch (chip.kind) {
    case 'availability':
      return stockLabel(chip.value, labelContext);
    case 'brand':
      return chip.value;
    case 'category':
      return names.get(chip.value) ?? String(chip.value);
    case 'attribute': {
      const range = parseRangeAttributeValue(chip.value);
      return `${chip.key}: ${range ? rangeLabel(range) : chip.value}`;
    }
    case 'search':
      return `${itemGridMessages.search}: ${chip.value}`;
  }
}
