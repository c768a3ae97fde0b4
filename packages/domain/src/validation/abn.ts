// The Australian Business Number check (spec 3 §5.1 "A company account needs an ABN"; issue 16: checked with the
// ABN check-digit algorithm). The ATO's published method: subtract 1 from the first digit, weight the 11 digits by
// 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum must divide by 89.
const abnWeights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN's digits without the spaces people type ("51 824 753 556" → "51824753556"). */
export function normaliseAbn(input: string): string {
  return input.replace(/\s+/g, '');
}

/** True when `input` (spaces allowed) is 11 digits whose weighted sum passes the ABN check. */
export function isValidAbn(input: string): boolean {
  const abn = normaliseAbn(input);
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = [...abn].map(Number);
  digits[0] = (digits[0] ?? 0) - 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (abnWeights[index] ?? 0), 0);
  return sum % 89 === 0;
}
