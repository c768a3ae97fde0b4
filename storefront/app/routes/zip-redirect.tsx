// /Checkout/Zip/:orderGuid/:checkoutId: where a submit that chose Zip sends the shopper (its RedirectUrl, spec 3 §9
// method 11). The API server names the order and the Zip checkout; this store knows Zip's address (the sandbox
// beside the card fields, CARD_PROVIDER_ORIGIN) and its own, so it sends the shopper on to Zip with the
// confirmation as the address to come back to, where confirmZipPayment settles the result.
import { redirect } from 'react-router';
import type { Route } from './+types/zip-redirect';
import { notFound } from '../lib/notFound.ts';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ params, request }: Route.LoaderArgs) {
  const providerOrigin = process.env['CARD_PROVIDER_ORIGIN'];
  const { orderGuid, checkoutId } = params;
  if (!providerOrigin || !guidPattern.test(orderGuid) || !/^co_[A-Za-z0-9]{1,64}$/.test(checkoutId)) notFound();
  const zip = new URL('/zip/checkout', providerOrigin);
  zip.searchParams.set('checkoutId', checkoutId);
  zip.searchParams.set('redirectUri', new URL(`/Checkout/OrderConfirmed/${orderGuid}`, request.url).href);
  throw redirect(zip.href);
}

/** Never shown: the loader always redirects. */
export default function ZipRedirect() {
  return null;
}
