import type { CompatibilitySeverity } from '@rigkit/domain/compatibility';

// The configurator's own texts. The toasts, blocking messages and verdict sentences come from @rigkit/domain
// (kitMessages, cartMessages, compatibilityMessages); everything here is designed (spec 2 §2 names the parts of the
// custom build page without quoting their wording).
export const kitConfiguratorMessages = {
  /** designed */
  priceLabel: 'Price as configured',
  /** designed: the UV Printing option's link to the designer (issue 20) */
  uvDesign: 'Design your UV print',
  /** designed */
  uvEditDesign: 'Edit your UV print design',
  /** designed */
  uvForCase: (caseName: string) => `for the ${caseName}`,
  /** designed */
  opensInNewTab: '(opens in a new tab)',
  /** designed */
  uvChooseCase: 'Choose a case to design its UV print.',
  /** designed */
  uvCaseNotPrintable: 'The chosen case has no printable panels. Choose another case to UV print it.',
  /** designed: the phone's bar with the price and Buy (issue 17 defect 10) */
  summaryBar: 'Build total',
  /** designed (spec 2 §2 "reset") */
  reset: 'Reset',
  /** designed (spec 2 §2 "buy"; an item's BuyButtonText can replace it) */
  buy: 'Buy',
  /** designed */
  buying: 'Adding…',
  /** designed: the exact-model disclaimer of spec 2 §2 */
  disclaimer: 'The model number shown for each component is the exact model you will receive.',
  /** designed */
  none: 'None',
  /** designed */
  quantity: 'Quantity',
  /** designed */
  hideIncompatible: 'Hide incompatible',
  /** designed */
  model: (model: string) => `Model: ${model}`,
  /** designed */
  verdictsHeading: 'Compatibility',
  /** designed */
  noProblems: 'No compatibility problems found.',
  /** designed: "1 incompatibility, 2 warnings" */
  problemCount: (errors: number, warnings: number) =>
    [
      errors > 0 ? `${errors} ${errors === 1 ? 'incompatibility' : 'incompatibilities'}` : null,
      warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : null,
    ]
      .filter((part) => part !== null)
      .join(', '),
  /** designed: the word before a verdict sentence */
  severity: { error: 'Incompatible', warning: 'Warning', info: 'Note' } satisfies Record<CompatibilitySeverity, string>,
} as const;
