// The contract's "integer" has no bounds, while id columns are PostgreSQL `integer` (32-bit): comparing a column
// with 99999999999 is an error in the database, not "no such row". Ids outside the range cannot exist.
export const int32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

export function isStoredInteger(value: number): boolean {
  return Number.isInteger(value) && value >= int32.minimum && value <= int32.maximum;
}
