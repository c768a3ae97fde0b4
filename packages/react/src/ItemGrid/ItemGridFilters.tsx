// The filter parts (spec 1 §2, §4): stock (one value), category, brand and attribute toggles (multi-select), shown
// as a column on desktop and in a dialog under 900 px.
import type { ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';
import { FilterDialog } from './FilterDialog.tsx';
import { FilterToggle } from './FilterToggle.tsx';
import { useItemGridContext } from './ItemGridContext.ts';
import { itemGridMessages } from './messages.ts';
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
  return (
    <fieldset data-part="stock-filter">
      <legend>{itemGridMessages.stock}</legend>
      {grid.stockOptions.map((option) => (
        <label key={option.value} data-part="stock-choice" data-state={option.isSelected ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.isSelected}
            onChange={() => grid.chooseStock(option.value)}
          />
          <span data-part="filter-label">{option.label}</span> <span data-part="filter-count">({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

function ToggleGroup<Value>({ legend, part, options, onToggle }: { legend: string; part: string; options: ItemGridFilterOption<Value>[]; onToggle: (value: Value) => void }) {
  if (options.length === 0) return null;
  return (
    <fieldset data-part={part}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <FilterToggle
          key={String(option.value)}
          label={option.label}
          count={option.count}
          isSelected={option.isSelected}
          onToggle={() => onToggle(option.value)}
        />
      ))}
    </fieldset>
  );
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
          <RangeFilter
            key={group.key}
            label={group.key}
            extent={group.extent}
            value={group.range}
            buckets={group.buckets}
            onChange={(range) => grid.setAttributeRange(group.key, range)}
          />
        ))}
      </Suspense>
      {grid.attributeGroups.map((group) => (
        <ToggleGroup
          key={group.key}
          legend={group.key}
          part="attribute-filter"
          options={group.options}
          onToggle={(value) => grid.toggleAttribute(group.key, value)}
        />
      ))}
    </div>
  );
}
