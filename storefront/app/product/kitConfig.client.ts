// Customise on the kit page (spec 2 §4 "Custom build load"): the configurator opens on a saved configuration, so the
// kit's default parts are saved first (updateKitConfig issues the key) and the page goes to that key's address.
import type { KitSelection } from '@rigkit/domain/kit';
import { kitConfigurationPath } from '@rigkit/domain/paths';
import { browserApi } from '../lib/api.client.ts';

/** Saves the defaults and answers with the configurator's address for them. */
export async function saveDefaultBuild(kitInventoryItemId: number, selections: readonly KitSelection[]): Promise<string> {
  const { data } = await browserApi().POST('/updateKitConfig', {
    body: {
      KitInventoryItemId: kitInventoryItemId,
      KitConfigurationItems: selections.map((selection) => ({
        KitCategoryId: selection.InventoryKitCategoryId,
        SelectedInventoryItemId: selection.SelectedInventoryItemId,
        Quantity: selection.SelectedInventoryItemId === null ? 0 : selection.SelectedQuantity,
        UvPrintDesignCode: selection.UvPrintDesignCode,
      })),
    },
  });
  return kitConfigurationPath(kitInventoryItemId, data.data?.KeyStringId ?? null);
}
