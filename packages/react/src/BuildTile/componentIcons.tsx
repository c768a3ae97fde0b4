import type { BuildComponentIconCategory } from '@rigkit/domain/product';

// The key component icons (spec 1 §2, §9 "Attribute icon categories"): simple line pictograms on a 24-unit grid,
// drawn in currentColor so the theme colours them. Decorative: the category name is written beside each.
const paths: Record<BuildComponentIconCategory, string> = {
  'Base PC': 'M7 2h10v20H7zM10 6h4M10 9h4M12 17.5h.01',
  CPU: 'M6 6h12v12H6zM9 9h6v6H9zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4',
  'CPU Cooler': 'M12 12m-8 0a8 8 0 1 0 16 0a8 8 0 1 0-16 0M12 4v16M4 12h16M6.5 6.5l11 11M17.5 6.5l-11 11',
  Motherboard: 'M3 3h18v18H3zM6 6h5v5H6zM14 6h4M14 9h4M6 14h12M6 17h12',
  Memory: 'M2 8h20v8H2zM5 11h2M9 11h2M13 11h2M17 11h2M4 16v3M20 16v3',
  'Graphics Card': 'M2 6h20v11H2zM8 11.5m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M16 11.5m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 17v3h8v-3',
  'OS Drive': 'M2 9h20v6H2zM5 12h.01M15 12h4',
  'Storage Drive': 'M4 4h16v16H4zM12 12m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0M12 12h.01',
  Case: 'M6 2h12v20H6zM9 5h6M9 8h6M12 16m-2.5 0a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
  'Operating System': 'M3 4h8v7H3zM13 4h8v7h-8zM3 13h8v7H3zM13 13h8v7h-8z',
  Licensing: 'M5 3h11l3 3v15H5zM8 9h8M8 13h8M8 17h5',
};

/** The pictogram of one component category, hidden from assistive technology. */
export function ComponentIcon({ category }: { category: BuildComponentIconCategory }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" data-part="component-icon" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[category]} />
    </svg>
  );
}
