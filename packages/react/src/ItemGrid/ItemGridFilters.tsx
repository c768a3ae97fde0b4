// The filter parts (spec 1 §2, §4): stock (one value), category, brand and attribute toggles (multi-select), shown
// as a column on desktop and in a dialog under 900 px.
import type { NumericRange } from '@rigkit/domain/grid';
import type { ReactNode } from 'react';
import { lazy, memo, startTransition, Suspense, useCallback, useId, useOptimistic } from 'react';
import { FilterDialog } from './FilterDialog.tsx';
import { FilterToggle } from './FilterToggle.tsx';
import { nextPaintShown } from '../internal/nextPaint.ts';
import { useItemGridContext } from './ItemGridContext.ts';
import { itemGridMessages } from './messages.ts';
import type { ItemGridRangeGroup } from './gridFilterOptions.ts';
import type { ItemGridFilterOption } from './useItemGrid.ts';

/**
 * The range slider (React Aria's slider with its focus, number formatting and locale code: about 15 kB gzip) is not
 * in the page's first download (issue 21): the server renders it, the browser keeps that HTML until the code arrives,
 * which hydration asks for at once; after a client navigation it appears when loaded.
 */
const RangeFilter = lazy(async () => ({ default: (await import('./RangeFilter.tsx')).RangeFilter }));

/** The filter column on desktop; under 900 px the same filters in a dialog (spec 1 §2 mobile filter panel). Absent while loading. */
export function Filters({ children }: { children?: ReactNode }) {
  const { grid, filterPanel } = useItemGridContext();
  // While items load there is nothing to count: no filter column rather than a column of zeros.
  if (!grid.gridSettings.ShowHeader || grid.isSlider || grid.state === 'loading') return null;
  const content = children ?? (
    <>
      <StockFilter />
      <CategoryFilter />
      <BrandFilter />
      <AttributeFilters />
    </>
  );
  if (grid.isMobile) {
    return (
      <FilterDialog title={itemGridMessages.filters} closeLabel={itemGridMessages.closeFilters} state={filterPanel}>
        {content}
      </FilterDialog>
    );
  }
  return (
    <aside data-part="filters" aria-label={itemGridMessages.filters}>
      {content}
    </aside>
  );
}

/** The stock filter: six choices, one at a time, labelled with the shopper's store and state (spec 1 §2, §4, §9). */
export function StockFilter() {
  const { grid } = useItemGridContext();
  const name = useId();
  // The choice shows at once and the grid follows in a transition once that frame is shown, as a filter toggle's press
  // does (FilterToggle.tsx).
  const [chosen, setChosen] = useOptimistic(grid.stockOptions.find((option) => option.isSelected)?.value);
  return (
    <fieldset data-part="stock-filter">
      <legend>{itemGridMessages.stock}</legend>
      {grid.stockOptions.map((option) => (
        <label key={option.value} data-part="stock-choice" data-state={option.value === chosen ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === chosen}
            onChange={() =>
              startTransition(async () => {
                setChosen(option.value);
                await nextPaintShown();
                startTransition(() => grid.chooseStock(option.value));
              })
            }
          />
          <span data-part="filter-label">{option.label}</span> <span data-part="filter-count">({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

interface GroupToggleProps<Value> {
  value: Value;
  label: string;
  count: number;
  isSelected: boolean;
  onToggle: (value: Value) => void;
}

function GroupToggleBase<Value>({ value, onToggle, ...toggle }: GroupToggleProps<Value>) {
  return <FilterToggle {...toggle} onToggle={() => onToggle(value)} />;
}

/**
 * One choice of a group, memoised: with the grid's transitions stable, a press renders again only the toggles whose
 * count or state changed, not every toggle of the column (issue 21, interaction latency).
 */
const GroupToggle = memo(GroupToggleBase) as typeof GroupToggleBase;

function ToggleGroup<Value>({ legend, part, options, onToggle }: { legend: string; part: string; options: ItemGridFilterOption<Value>[]; onToggle: (value: Value) => void }) {
  if (options.length === 0) return null;
  return (
    <fieldset data-part={part}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <GroupToggle key={String(option.value)} value={option.value} label={option.label} count={option.count} isSelected={option.isSelected} onToggle={onToggle} />
      ))}
    </fieldset>
  );
}

/** One attribute's toggles, given a toggle function of their own that stands while the grid's does. */
function AttributeGroup({ attributeKey, options, toggleAttribute }: { attributeKey: string; options: ItemGridFilterOption<string>[]; toggleAttribute: (key: string, value: string) => void }) {
  const onToggle = useCallback((value: string) => toggleAttribute(attributeKey, value), [toggleAttribute, attributeKey]);
  return <ToggleGroup legend={attributeKey} part="attribute-filter" options={options} onToggle={onToggle} />;
}

/** Categories, multi-select (spec 1 §4); named from the `categories` tree. */
export function CategoryFilter() {
  const { grid } = useItemGridContext();
  return <ToggleGroup legend={itemGridMessages.category} part="category-filter" options={grid.categoryOptions} onToggle={grid.toggleCategory} />;
}

/** Brands, multi-select with counts (spec 1 §4). */
export function BrandFilter() {
  const { grid } = useItemGridContext();
  return <ToggleGroup legend={itemGridMessages.brand} part="brand-filter" options={grid.brandOptions} onToggle={grid.toggleBrand} />;
}

interface RangeGroupProps {
  group: ItemGridRangeGroup;
  setAttributeRange: (key: string, range: NumericRange) => void;
}

function RangeGroupBase({ group, setAttributeRange }: RangeGroupProps) {
  const onChange = useCallback((range: NumericRange) => setAttributeRange(group.key, range), [setAttributeRange, group.key]);
  return <RangeFilter label={group.key} extent={group.extent} value={group.range} buckets={group.buckets} onChange={onChange} />;
}

// An extent, a chosen range or a bucket: equal when they hold the same numbers.
type Numbers = { readonly min?: number; readonly max?: number; readonly count?: number };
const sameNumbers = (a: Numbers | undefined, b: Numbers | undefined) => a === b || (a !== undefined && b !== undefined && a.min === b.min && a.max === b.max && a.count === b.count);

/**
 * A range slider (React Aria's, the column's heaviest part), memoised by value: the grid builds its extent, range and
 * buckets afresh on every render, so a press elsewhere would otherwise render every slider again (issue 21).
 */
const RangeGroup = memo(
  RangeGroupBase,
  (before, after) =>
    before.setAttributeRange === after.setAttributeRange &&
    before.group.key === after.group.key &&
    sameNumbers(before.group.extent, after.group.extent) &&
    sameNumbers(before.group.range, after.group.range) &&
    before.group.buckets.length === after.group.buckets.length &&
    before.group.buckets.every((bucket, index) => sameNumbers(bucket, after.group.buckets[index])),
);

/**
 * One group per attribute key, multi-select with counts (spec 1 §4); a numeric attribute ("GPU Length (mm)") is one
 * range slider with min and max fields and bucket counts instead of a toggle per value (issue 17 defect 5).
 */
export function AttributeFilters() {
  const { grid } = useItemGridContext();
  if (grid.attributeGroups.length === 0 && grid.rangeGroups.length === 0) return null;
  return (
    <div data-part="attribute-filters">
      <Suspense fallback={null}>
        {grid.rangeGroups.map((group) => (
          <RangeGroup key={group.key} group={group} setAttributeRange={grid.setAttributeRange} />
        ))}
      </Suspense>
      {grid.attributeGroups.map((group) => (
        <AttributeGroup key={group.key} attributeKey={group.key} options={group.options} toggleAttribute={grid.toggleAttribute} />
      ))}
    </div>
  );
}
