// Shared carts and short links (spec 2 §7, spec 3 §7) and the postcode lookups (spec 1 §4, §7).
import type { Hono } from 'hono';
import { haversineKilometres } from '@rigkit/domain/stores';
import type { OperationValidator } from '../contract/validator.ts';
import type { StoredCartLine } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { registerOperation, type OperationContext } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { newKeyStringId } from './kit.ts';

export const shareMessages = {
  unknownItem: (id: number) => `Item ${id} does not exist`,
  unknownPostcode: (postcode: string) => `We do not know the postcode ${postcode}`,
  noPostcodeNearby: 'There is no postcode we know of near that location',
  badUrl: 'OriginalUrl must be a path on this site (starting with /) or an http(s) address',
} as const;

/** A location farther than this from every known postcode is "not near" any (outside the service area). */
export const postcodeSearchRadiusKilometres = 150;

interface ShareLineInput {
  InventoryItemId: number;
  Quantity: number;
  AddToCartSource?: string;
  UvPrintDesignCode?: string | null;
  KitChildren?: { InventoryItemId: number; Quantity: number; KitCategoryId: number; UvPrintDesignCode?: string | null; AddToCartSource?: string }[];
}

async function createShareableCart(context: OperationContext<{ ShoppingCart: { ShoppingCartItems: ShareLineInput[] } }>) {
  const { services, body, identity, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const missing = body.ShoppingCart.ShoppingCartItems.filter((line) => !snapshot.items.has(line.InventoryItemId));
  if (missing.length > 0) throw new ApiError(422, missing.map((line) => shareMessages.unknownItem(line.InventoryItemId)));
  const lines: StoredCartLine[] = body.ShoppingCart.ShoppingCartItems.map((line, index) => ({
    LineNumber: index + 1,
    InventoryItemId: line.InventoryItemId,
    Quantity: line.Quantity,
    AddToCartSource: line.AddToCartSource ?? null,
    UvPrintDesignCode: line.UvPrintDesignCode ?? null,
    KitChildren: (line.KitChildren ?? []).map((child) => ({ ...child, UvPrintDesignCode: child.UvPrintDesignCode ?? null, AddToCartSource: child.AddToCartSource ?? null })),
  }));
  const code = newKeyStringId();
  await services.db.insertInto('shared_carts').values({ code, lines: JSON.stringify(lines), customer_session_guid: identity.sessionGuid, created_at: now }).execute();
  return { Code: code };
}

const allowedUrl = /^(\/(?!\/)|https?:\/\/)/i;

async function minifyUrl(context: OperationContext<{ OriginalUrl: string }>) {
  const { services, body, now } = context;
  const url = body.OriginalUrl.trim();
  if (!allowedUrl.test(url) || url.length > 4000) throw new ApiError(422, shareMessages.badUrl);
  // The same address always gets the same short link.
  const existing = await services.db.selectFrom('short_urls').select('code').where('original_url', '=', url).executeTakeFirst();
  const code = existing?.code ?? newKeyStringId();
  if (!existing) {
    await services.db.insertInto('short_urls').values({ code, original_url: url, created_at: now }).onConflict((conflict) => conflict.column('original_url').doNothing()).execute();
  }
  const stored = await services.db.selectFrom('short_urls').select('code').where('original_url', '=', url).executeTakeFirstOrThrow();
  return { ShortUrl: `/api/s/${stored.code}` };
}

async function locationFromPostcode(context: OperationContext<{ Postcode: string }>) {
  const rows = await context.services.db.selectFrom('postcodes').select(['latitude', 'longitude']).where('postcode', '=', context.body.Postcode).execute();
  if (rows.length === 0) throw new ApiError(404, shareMessages.unknownPostcode(context.body.Postcode));
  // Several suburbs share a postcode: their centre.
  const Latitude = rows.reduce((sum, row) => sum + row.latitude, 0) / rows.length;
  const Longitude = rows.reduce((sum, row) => sum + row.longitude, 0) / rows.length;
  return { Latitude, Longitude };
}

async function postcodeFromLocation(context: OperationContext<{ Latitude: number; Longitude: number }>) {
  const rows = await context.services.db.selectFrom('postcodes').selectAll().execute();
  const here = { Latitude: context.body.Latitude, Longitude: context.body.Longitude };
  let best: { postcode: string; kilometres: number } | undefined;
  for (const row of rows) {
    const kilometres = haversineKilometres(here, { Latitude: row.latitude, Longitude: row.longitude });
    if (!best || kilometres < best.kilometres) best = { postcode: row.postcode, kilometres };
  }
  if (!best || best.kilometres > postcodeSearchRadiusKilometres) throw new ApiError(404, shareMessages.noPostcodeNearby);
  return { Postcode: best.postcode };
}

export function registerShareRoutes(app: Hono, services: Services, validators: Map<string, OperationValidator>): void {
  const register = (method: 'GET' | 'POST', path: string, handler: (context: OperationContext<never>) => Promise<unknown>) =>
    registerOperation(app, services, validators, method, path, handler);
  register('POST', '/createShareableCart', (context) => createShareableCart(context as OperationContext<{ ShoppingCart: { ShoppingCartItems: ShareLineInput[] } }>));
  register('POST', '/minifyUrl', (context) => minifyUrl(context as OperationContext<{ OriginalUrl: string }>));
  register('POST', '/fetchLocationFromPostcode', (context) => locationFromPostcode(context as OperationContext<{ Postcode: string }>));
  register('POST', '/fetchPostcodeFromLocation', (context) => postcodeFromLocation(context as OperationContext<{ Latitude: number; Longitude: number }>));
  // The short link itself (outside the contract, like images): a redirect to the stored address.
  app.get('/s/:code', async (c) => {
    const code = c.req.param('code');
    const row = /^[A-Za-z0-9]{6,64}$/.test(code) ? await services.db.selectFrom('short_urls').select('original_url').where('code', '=', code).executeTakeFirst() : undefined;
    if (!row) throw new ApiError(404, 'No such short link');
    return c.redirect(row.original_url, 302);
  });
}
