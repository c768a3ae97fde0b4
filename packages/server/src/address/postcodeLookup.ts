// The postcode lookups (spec 1 §4, §7): a postcode's centre, and the nearest known postcode to a location.
import { haversineKilometres } from '@rigkit/domain/stores';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

export const postcodeMessages = {
  unknownPostcode: (postcode: string) => `We do not know the postcode ${postcode}`,
  noPostcodeNearby: 'There is no postcode we know of near that location',
} as const;

/** A location farther than this from every known postcode is "not near" any (outside the service area). */
export const postcodeSearchRadiusKilometres = 150;

export async function locationFromPostcode(context: OperationContext<'POST', '/fetchLocationFromPostcode'>) {
  const rows = await context.services.db.selectFrom('postcodes').select(['latitude', 'longitude']).where('postcode', '=', context.body.Postcode).execute();
  if (rows.length === 0) throw new ApiError(404, postcodeMessages.unknownPostcode(context.body.Postcode));
  // Several suburbs share a postcode: their centre.
  const Latitude = rows.reduce((sum, row) => sum + row.latitude, 0) / rows.length;
  const Longitude = rows.reduce((sum, row) => sum + row.longitude, 0) / rows.length;
  return { Latitude, Longitude };
}

export async function postcodeFromLocation(context: OperationContext<'POST', '/fetchPostcodeFromLocation'>) {
  const rows = await context.services.db.selectFrom('postcodes').selectAll().execute();
  const here = { Latitude: context.body.Latitude, Longitude: context.body.Longitude };
  let best: { postcode: string; kilometres: number } | undefined;
  for (const row of rows) {
    const kilometres = haversineKilometres(here, { Latitude: row.latitude, Longitude: row.longitude });
    if (!best || kilometres < best.kilometres) best = { postcode: row.postcode, kilometres };
  }
  if (!best || best.kilometres > postcodeSearchRadiusKilometres) throw new ApiError(404, postcodeMessages.noPostcodeNearby);
  return { Postcode: best.postcode };
}
