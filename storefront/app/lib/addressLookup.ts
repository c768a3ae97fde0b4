// The address collector's search (spec 1 §7), shared by checkout and create account: the path carries the typed
// text and the picked Id.
import type { AddressLookup } from '@rigkit/react/AddressCollector';
import { browserApi } from './api.client.ts';

export const addressLookup: AddressLookup = {
  async fetchSuggestions(text) {
    const { data } = await browserApi().GET('/fetchAddressSuggestions/{text}', { params: { path: { text } } });
    return data.data ?? [];
  },
  async fetchAddress(id) {
    const { data } = await browserApi().GET('/fetchAddress/{id}', { params: { path: { id } } });
    if (!data.data) throw new Error(`No address for ${id}`);
    return data.data;
  },
};
