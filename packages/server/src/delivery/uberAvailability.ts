// fetchUberAvailability (spec 3 §2.6, §3 "Uber quote", §7): the Uber-style method's delivery windows for an address,
// computed from the nearest store's opening hours and the address's distance to it (designed where the spec is
// silent: within 20 km of a shopfront of the address's state, two-hour windows, the method's minimum delivery time
// ahead of now). No windows is an answer too: the checkout then says same-day delivery is not available there.
import { onlineStoreId, haversineKilometres } from '@rigkit/domain/stores';
import { isPostalOnlyAddress, ShippingCompanyIds, storeTimeZone, UBER_DELIVERY_RADIUS_KILOMETRES, uberTimeSlots } from '@rigkit/domain/shipping';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

export const uberMessages = {
  notOffered: 'Same-day delivery is not offered in this state', // designed
} as const;

export async function fetchUberAvailability(context: OperationContext<'POST', '/fetchUberAvailability'>) {
  const { services, now, body } = context;
  const address = body.ShippingAddress;
  const methods = await services.db
    .selectFrom('shipping_methods')
    .selectAll()
    .where('shipping_company_id', '=', ShippingCompanyIds.uberStyle)
    .where('show_on_website', '=', true)
    .orderBy('shipping_method_id')
    .execute();
  const method = methods.find((row) => row.states.includes(address.State));
  if (!method) throw new ApiError(404, uberMessages.notOffered);
  const none = { ShippingMethodId: method.shipping_method_id, TimeSlots: [] };
  // A courier hands the parcel to a person: never to a PO box, parcel locker or locked bag (spec 3 §5.4).
  if (isPostalOnlyAddress({ ShippingStreetAddressLine1: address.StreetAddressLine1, ShippingStreetAddressLine2: address.StreetAddressLine2 ?? null })) return none;
  const location = await services.addresses.locate({ Suburb: address.Suburb, Postcode: address.Postcode });
  if (!location) return none;
  // Shopfronts only: store 1 is the online store (a warehouse, spec 1 §9).
  const stores = await services.db.selectFrom('stores').selectAll().where('state', '=', address.State).where('store_id', '!=', onlineStoreId).execute();
  const here = { Latitude: location.latitude, Longitude: location.longitude };
  const nearest = stores
    .map((store) => ({ store, kilometres: haversineKilometres(here, { Latitude: store.latitude, Longitude: store.longitude }) }))
    .sort((a, b) => a.kilometres - b.kilometres)[0];
  if (!nearest || nearest.kilometres > UBER_DELIVERY_RADIUS_KILOMETRES) return none;
  const TimeSlots = uberTimeSlots({
    openingHours: nearest.store.opening_hours,
    now,
    timeZone: storeTimeZone(nearest.store.state),
    leadMinutes: method.delivery_duration_minimum_hours * 60,
  });
  return { ShippingMethodId: method.shipping_method_id, TimeSlots };
}
