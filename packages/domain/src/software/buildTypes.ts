// Build type choice of the software selector: build categories 595 and 786 (spec 1 §9).
export const SOFTWARE_BUILD_TYPES = [
  { inventoryCategoryId: 595, name: 'Ready to go' },
  { inventoryCategoryId: 786, name: 'Custom Build' },
] as const;

export type SoftwareBuildType = (typeof SOFTWARE_BUILD_TYPES)[number];

export function softwareBuildTypeByCategory(inventoryCategoryId: number): SoftwareBuildType | undefined {
  return SOFTWARE_BUILD_TYPES.find((type) => type.inventoryCategoryId === inventoryCategoryId);
}

/** Fetches of the software list and compatibility are retried 3 times (spec 1 §9). */
export const SOFTWARE_FETCH_RETRY_COUNT = 3;
