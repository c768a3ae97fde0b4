// Shared carts (read back as wishlists) and short links (spec 2 §7, spec 3 §7) and the postcode lookups (spec 1 §4,
// §7).
import type { Hono } from 'hono';
import { haversineKilometres } from '@rigkit/domain/stores';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, Register } from '../http/operation.ts';
import { sameSitePath } from '../http/sameSitePath.ts';
import type { Services } from '../http/services.ts';
import { newKeyStringId } from '../kit/kitConfigurations.ts';
import { checkedWishlistLines } from '../wishlists/wishlistLines.ts';
import { shareLines } from '../wishlists/wishlists.ts';
import { registerWishlistRoutes } from './wishlists.ts';

export const shareMessages = {
  unknownPostcode: (postcode: string) => `We do not know the postcode ${postcode}`,
  noPostcodeNearby: 'There is no postcode we know of near that location',
  badUrl: 'OriginalUrl must be a path on this site (starting with /)',
} as const;

/** A location farther than this from every known postcode is "not near" any (outside the service area). */
export const postcodeSearchRadiusKilometres = 150;

/**
 * Spec 2 §7: the cart's lines become a public wishlist without an owner, and its WishlistGuid is the code that opens
 * /wishlist/{code}; fetchWishlistInformation and fetchWishlistItems read it back for anyone (spec 3 §7).
 */
async function createShareableCart(context: OperationContext<'POST', '/createShareableCart'>) {
  const { services, body, identity, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const lines = await checkedWishlistLines(services, snapshot, body.ShoppingCart.ShoppingCartItems);
  return { Code: await shareLines(services, identity.sessionGuid, lines, now) };
}

async function minifyUrl(context: OperationContext<'POST', '/minifyUrl'>) {
  const { services, body, now } = context;
  const url = body.OriginalUrl.length > 4000 ? null : sameSitePath(body.OriginalUrl.trim(), services.publicOrigin);
  if (url === null) throw new ApiError(422, shareMessages.badUrl);
  // The same address always gets the same short link.
  const existing = await services.db.selectFrom('short_urls').select('code').where('original_url', '=', url).executeTakeFirst();
  const code = existing?.code ?? newKeyStringId();
  if (!existing) {
    await services.db.insertInto('short_urls').values({ code, original_url: url, created_at: now }).onConflict((conflict) => conflict.column('original_url').doNothing()).execute();
  }
  const stored = await services.db.selectFrom('short_urls').select('code').where('original_url', '=', url).executeTakeFirstOrThrow();
  return { ShortUrl: `/api/s/${stored.code}` };
}

async function locationFromPostcode(context: OperationContext<'POST', '/fetchLocationFromPostcode'>) {
  const rows = await context.services.db.selectFrom('postcodes').select(['latitude', 'longitude']).where('postcode', '=', context.body.Postcode).execute();
  if (rows.length === 0) throw new ApiError(404, shareMessages.unknownPostcode(context.body.Postcode));
  // Several suburbs share a postcode: their centre.
  const Latitude = rows.reduce((sum, row) => sum + row.latitude, 0) / rows.length;
  const Longitude = rows.reduce((sum, row) => sum + row.longitude, 0) / rows.length;
  return { Latitude, Longitude };
}

async function postcodeFromLocation(context: OperationContext<'POST', '/fetchPostcodeFromLocation'>) {
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

export function registerShareRoutes(register: Register): void {
  register('POST', '/createShareableCart', createShareableCart);
  // A shared cart is read back through the wishlist calls, so they are served with it.
  registerWishlistRoutes(register);
  register('POST', '/minifyUrl', minifyUrl);
  register('POST', '/fetchLocationFromPostcode', locationFromPostcode);
  register('POST', '/fetchPostcodeFromLocation', postcodeFromLocation);
}

export function registerShortLinkRoutes(app: Hono, services: Services): void {
  // The short link itself (outside the contract, like images): a redirect to the stored address.
  app.get('/s/:code', async (c) => {
    const code = c.req.param('code');
    const row = /^[A-Za-z0-9]{6,64}$/.test(code) ? await services.db.selectFrom('short_urls').select('original_url').where('code', '=', code).executeTakeFirst() : undefined;
    // Checked again on the way out: a link stored before the rule (or written to the table by hand) cannot leave the site.
    const target = row ? sameSitePath(row.original_url, services.publicOrigin) : null;
    if (target === null) throw new ApiError(404, 'No such short link');
    return c.redirect(target, 302);
  });
}
