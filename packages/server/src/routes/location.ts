// The address collector's calls (spec 1 §2, §5, §7): the operations of address/addressLookups.ts.
import { fetchAddress, fetchAddressSuggestions } from '../address/addressLookups.ts';
import type { Register } from '../http/operation.ts';

export function registerLocationRoutes(register: Register): void {
  register('GET', '/fetchAddressSuggestions/{text}', fetchAddressSuggestions);
  register('GET', '/fetchAddress/{id}', fetchAddress);
}
