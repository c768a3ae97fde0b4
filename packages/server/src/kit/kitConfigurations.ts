// Saved custom-build configurations (spec 2 §4, §7): updateKitConfig saves the choices under a key the page
// writes into its address; fetchKitConfig (POST, and GET with ReturnFullData) reads them back.
import { randomBytes } from 'node:crypto';
import type { CatalogueSnapshot } from '../catalogue/catalogueIndex.ts';
import type { StoredKitConfigurationItem } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { kitChoiceErrors, loadKitDefinitions, type KitDefinition } from './kitRules.ts';
import { dollarsFromCents } from '@rigkit/domain/money';

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 10 characters from a CSPRNG (about 59 bits): short enough for an address, not guessable. */
export function newKeyStringId(): string {
  return [...randomBytes(10)].map((byte) => keyAlphabet[byte % keyAlphabet.length]).join('');
}

export const kitConfigMessages = {
  notFound: 'Kit configuration not found',
  notAKit: (id: number) => `Item ${id} is not a custom build`,
} as const;

function normalise(items: readonly { KitCategoryId: number; SelectedInventoryItemId: number | null; Quantity: number; UvPrintDesignCode?: string | null }[]): StoredKitConfigurationItem[] {
  return items
    .map((item) => ({
      KitCategoryId: item.KitCategoryId,
      SelectedInventoryItemId: item.Quantity > 0 ? item.SelectedInventoryItemId : null,
      Quantity: item.SelectedInventoryItemId === null ? 0 : item.Quantity,
      UvPrintDesignCode: item.UvPrintDesignCode ?? null,
    }))
    .sort((a, b) => a.KitCategoryId - b.KitCategoryId);
}

function describeConfiguration(snapshot: CatalogueSnapshot, definition: KitDefinition, kitId: number, key: string, items: readonly StoredKitConfigurationItem[], fullData: boolean) {
  const rows = definition.categories.map((category) => {
    const saved = items.find((item) => item.KitCategoryId === category.inventory_kit_category_id);
    const selectedId = saved ? saved.SelectedInventoryItemId : category.default_inventory_item_id;
    const quantity = saved ? saved.Quantity : category.default_quantity;
    const item = selectedId === null ? undefined : snapshot.items.get(selectedId);
    return { category, item, quantity: item ? quantity : 0, design: saved?.UvPrintDesignCode ?? null };
  });
  return {
    KitInventoryItemId: kitId,
    KeyStringId: key,
    KitConfigurationItems: rows.map(({ category, item, quantity, design }) => ({
      CategoryName: category.category_name,
      ItemDescription: item?.description ?? 'None',
      PriceIncTax: dollarsFromCents((item?.priceCents ?? 0) * quantity),
      SelectedInventoryItemId: item?.id ?? null,
      SortOrder: category.sort_order,
      PrimaryImageId: item?.id ?? null,
      Quantity: quantity,
      KitCategoryId: category.inventory_kit_category_id,
      UvPrintDesignCode: design,
    })),
    ...(fullData
      ? {
          KitSelections: rows.map(({ category, item, quantity, design }) => ({
            InventoryKitCategoryId: category.inventory_kit_category_id,
            SelectedInventoryItemId: item?.id ?? null,
            SelectedQuantity: quantity,
            ...(item ? { ItemCode: item.code, ItemDescription: item.description, ManufacturerModel: item.model } : {}),
            UnitCostIncTax: dollarsFromCents(item?.priceCents ?? 0),
            ExtendedCostIncTax: dollarsFromCents((item?.priceCents ?? 0) * quantity),
            RetailUnitCostIncTax: dollarsFromCents(item?.normalPriceCents ?? 0),
            ImageId: item?.id ?? null,
            AllowNone: category.allow_none,
            CategoryName: category.category_name,
            UvPrintDesignCode: design,
          })),
        }
      : {}),
  };
}

async function kitDefinition(services: Services, snapshot: CatalogueSnapshot, kitId: number): Promise<KitDefinition> {
  const kit = snapshot.items.get(kitId);
  if (!kit) throw new ApiError(404, `Item ${kitId} was not found`);
  if (kit.typeCode !== 'KIT') throw new ApiError(422, kitConfigMessages.notAKit(kitId));
  const definition = (await loadKitDefinitions(services.db, [kitId])).get(kitId);
  if (!definition) throw new ApiError(404, `Item ${kitId} was not found`);
  return definition;
}

export async function fetchKitConfig(services: Services, kitId: number, key: string, fullData: boolean) {
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const row = await services.db.selectFrom('kit_configurations').selectAll().where('key_string_id', '=', key).where('kit_inventory_item_id', '=', kitId).executeTakeFirst();
  if (!row) throw new ApiError(404, kitConfigMessages.notFound);
  const definition = await kitDefinition(services, snapshot, kitId);
  return describeConfiguration(snapshot, definition, kitId, row.key_string_id, row.items, fullData);
}

export async function updateKitConfig(context: OperationContext<'POST', '/updateKitConfig'>) {
  const { services, body, identity, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const definition = await kitDefinition(services, snapshot, body.KitInventoryItemId);
  const items = normalise(body.KitConfigurationItems);
  // Categories the client left out keep their defaults.
  const complete = definition.categories.map(
    (category) =>
      items.find((item) => item.KitCategoryId === category.inventory_kit_category_id) ?? {
        KitCategoryId: category.inventory_kit_category_id,
        SelectedInventoryItemId: category.default_inventory_item_id,
        Quantity: category.default_inventory_item_id === null ? 0 : category.default_quantity,
        UvPrintDesignCode: null,
      },
  );
  const extra = items.filter((item) => !complete.includes(item));
  const errors = kitChoiceErrors(
    body.KitInventoryItemId,
    definition,
    [...complete, ...extra].map((item) => ({ KitCategoryId: item.KitCategoryId, InventoryItemId: item.SelectedInventoryItemId, Quantity: item.Quantity })),
    { isUnfinishedAllowed: true },
  );
  if (errors.length > 0) throw new ApiError(422, errors);
  const stored = normalise(complete);
  if (body.KeyStringId) {
    const existing = await services.db.selectFrom('kit_configurations').select('items').where('key_string_id', '=', body.KeyStringId).where('kit_inventory_item_id', '=', body.KitInventoryItemId).executeTakeFirst();
    if (existing && JSON.stringify(normalise(existing.items)) === JSON.stringify(stored)) return { KitInventoryItemId: body.KitInventoryItemId, KeyStringId: body.KeyStringId };
  }
  const key = newKeyStringId();
  await services.db
    .insertInto('kit_configurations')
    .values({ key_string_id: key, kit_inventory_item_id: body.KitInventoryItemId, items: JSON.stringify(stored), customer_session_guid: identity.sessionGuid, customer_id: identity.customer?.customer_id ?? null, created_at: now })
    .execute();
  return { KitInventoryItemId: body.KitInventoryItemId, KeyStringId: key };
}

