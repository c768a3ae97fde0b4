// How stores are shown: the Dandenong store under its fixed alternative identity (spec 1 §2, spec 3 §9), the
// locator's state groups (spec 1 §2) and the contact form's drop-down (spec 1 §2, §9).
import type { StoreRecord } from './store.ts';

export const dandenongStoreId = 9;
export const dandenongStoreNote = 'Click and Collect only. No retail.';

/**
 * Designed (the specs say store 9 shows "a fixed alternative name and address" without giving them): a pickup
 * point named for what it is, at a Dandenong South industrial address, so nobody expects a shop front.
 */
export const dandenongDisplay = {
  StoreCode: 'DA',
  StoreName: 'Dandenong Click and Collect',
  StreetAddress: 'Unit 2, 18 Fowler Road',
  Suburb: 'Dandenong South',
  Postcode: '3175',
  State: 'VIC',
} as const;

export interface StoreCard extends StoreRecord {
  /** "Click and Collect only. No retail." for store 9, otherwise undefined. */
  note?: string;
}

/** The store as its card shows it: store 9 under its fixed alternative name and address, with code DA. */
export function storeForDisplay(store: StoreRecord): StoreCard {
  return store.StoreId === dandenongStoreId ? { ...store, ...dandenongDisplay, note: dandenongStoreNote } : store;
}

/** Stores for the locator, under "Western Australia" then "Victoria", each as its card shows it. */
export function groupStoresByState(stores: readonly StoreRecord[]): { heading: string; state: 'WA' | 'VIC'; stores: StoreCard[] }[] {
  const groups = [
    { heading: 'Western Australia', state: 'WA' as const, stores: [] as StoreCard[] },
    { heading: 'Victoria', state: 'VIC' as const, stores: [] as StoreCard[] },
  ];
  for (const store of stores) {
    const card = storeForDisplay(store);
    groups.find((group) => group.state === card.State.toUpperCase())?.stores.push(card);
  }
  return groups;
}

/** Stores of the contact drop-down, in the spec's order (spec 1 §9). */
export const contactStoreOptions = [
  'Bentley',
  'Osborne Park',
  'Cockburn',
  'Wangara',
  'Moorabbin',
  'Heatherton',
  'Gnangara',
  'Dandenong',
] as const;

/** Extra, non-store recipients of the contact drop-down (spec 1 §9). */
export const contactExtraOptions = ['Feedback', 'Sales', 'Marketing', 'Redeem', 'Recall'] as const;

export type ContactOption = (typeof contactStoreOptions)[number] | (typeof contactExtraOptions)[number];

export const contactOptions: readonly ContactOption[] = [...contactStoreOptions, ...contactExtraOptions];

export const defaultContactOption: ContactOption = 'Wangara';

/**
 * "You are contacting {store}@{host}" (spec 1 §2). Designed: the mailbox is the option lowercased with spaces
 * removed ("Osborne Park" → osbornepark@host).
 */
export function formatContactingNotice(option: ContactOption, host: string): string {
  return `You are contacting ${option.toLowerCase().replaceAll(' ', '')}@${host}`;
}
