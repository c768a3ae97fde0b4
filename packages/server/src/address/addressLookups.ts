// The address collector's calls (spec 1 §2, §5, §7): suggestions for typed text and the address of a suggestion,
// both through the configured AddressProvider (address/addressProvider.ts). Registered by routes/location.ts.
import { ADDRESS_SUGGESTION_MIN_LENGTH } from '@rigkit/domain/validation';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

/** Suggestions shown under the box at once (designed: a phone screen's worth). */
export const ADDRESS_SUGGESTION_LIMIT = 8;

export const locationMessages = {
  unknownAddress: 'We could not find that address. Please enter it manually.', // designed
} as const;

export async function fetchAddressSuggestions(context: OperationContext<'GET', '/fetchAddressSuggestions/{text}'>) {
  const text = context.pathParameters['text'].trim();
  // The client asks only after more than 3 characters (spec 1 §5); shorter text is answered with nothing.
  if (text.length < ADDRESS_SUGGESTION_MIN_LENGTH) return [];
  return context.services.addresses.suggest(text, ADDRESS_SUGGESTION_LIMIT);
}

export async function fetchAddress(context: OperationContext<'GET', '/fetchAddress/{id}'>) {
  const resolved = await context.services.addresses.resolve(context.pathParameters['id']);
  if (!resolved) throw new ApiError(404, locationMessages.unknownAddress);
  return resolved;
}
