// A cart line's UV print design (spec 2 §2, §3): the code names what the store prints on the case, so a line may
// carry only a design the shopper may use: their own, or one shared publicly or featured by the store. Anything else
// (a mistyped code, another customer's private design) is refused like an unknown item, and never reveals whether
// the code exists.
import type { Db } from '../db/openDatabase.ts';

export const uvDesignLineErrors = {
  unknownDesign: (code: string) => `UV print design ${code} was not found`, // designed
} as const;

/** The messages for the codes among `lines` (and their kit children) the caller may not print. */
export async function unusableUvDesignErrors(
  db: Db,
  lines: readonly { UvPrintDesignCode?: string | null; KitChildren?: readonly { UvPrintDesignCode?: string | null }[] | null }[],
  customerId: number | null,
): Promise<string[]> {
  const codes = [...new Set(lines.flatMap((line) => [line.UvPrintDesignCode, ...(line.KitChildren ?? []).map((child) => child.UvPrintDesignCode)]).filter((code): code is string => typeof code === 'string' && code !== ''))];
  if (codes.length === 0) return [];
  const usable = await db
    .selectFrom('uv_designs')
    .select('design_code')
    .where('design_code', 'in', codes)
    .where((eb) => eb.or([eb('is_public', '=', true), eb('is_featured', '=', true), ...(customerId === null ? [] : [eb('customer_id', '=', customerId)])]))
    .execute();
  const known = new Set(usable.map((row) => row.design_code));
  return codes.filter((code) => !known.has(code)).map(uvDesignLineErrors.unknownDesign);
}
