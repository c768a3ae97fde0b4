// Seeds the whole store in ONE transaction (issue 5 item 2: anything that changes several rows does so
// atomically): either every table is filled or none is. Deterministic for a given seed, item count and `now`.
import { seedUvPrint } from './uvPrint.ts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { DatabaseTables, StockTable } from '../db/schema.ts';
import { hashPassword } from '../identity/password.ts';
import type { ItemListTables } from '../catalogue/itemLists.ts';
import { generateCatalogue, type SeedItem } from './catalogue.ts';
import { generateAddressStreets } from './addresses.ts';
import { seedBrandPages } from './brandPages.ts';
import { keyboardSubcategoryIds } from './keyboardCategories.ts';
import { generateBanners } from './content.ts';
import { seedDocuments } from './documents.ts';
import { seedRedemptions } from './redemptions.ts';
import { seedVerifications } from './verifications.ts';
import { demoAccounts } from './demoAccounts.ts';
import { generateItemLists } from './itemLists.ts';
import { generateKits, generateMixedSocketKit } from './kits.ts';
import { generateDeskKit } from './deskKit.ts';
import { generateProductMedia, type ProductMediaTables } from './productMedia.ts';
import { dispatchBlocks } from './dispatchBlocks.ts';
import { generateProductPageExtras, graphicsCardsOf } from './productPageExtras.ts';
import { pinnedStock } from './pinnedStock.ts';
import { generatePromotions } from './promotions.ts';
import { generatePictures } from './pictures/index.ts';
import type { ItemPicturesTables } from '../catalogue/itemPictures.ts';
import { generateReviews } from './reviews.ts';
import { seedSoftwareContent } from './softwareContent.ts';
import { createRandom, seededGuid, type Random } from './random.ts';
import {
  CategoryIds,
  seedCategories,
  seedCategoryGroups,
  seedManufacturers,
  seedGiftVouchers,
  seedPaymentMethods,
  seedShippingCompanies,
  seedShippingMethods,
  seedStores,
  seedWarehouses,
  houseBrandId,
  sisterBrandId,
} from './reference.ts';
import { seedWebpages } from './webpages.ts';

export interface SeedOptions {
  /** Number of generated items, KIT items included; the mixed-socket kit 700000, the bundles (710001 up, their Core PCs 710101 up) and the desk kit 720001 come on top. @default 2000 */
  items?: number;
  /** PRNG seed. @default 20261122 */
  seed?: number;
  /** The moment promotion periods, ETAs and release dates are relative to. @default new Date() */
  now?: Date;
}

export const defaultItemCount = 2000;
export const maximumItemCount = 100_000;
export const defaultSeed = 20261122;
const batchSize = 500;

async function insertInBatches<Table extends keyof DatabaseTables & string>(
  trx: Transaction<DatabaseTables>,
  table: Table,
  rows: readonly Parameters<ReturnType<Transaction<DatabaseTables>['insertInto']>['values']>[0][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    // Kysely cannot type a table chosen at run time; each call site passes rows of the right table.
    await trx.insertInto(table).values(batch as never).execute();
  }
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function stockFor(random: Random, item: SeedItem, now: Date): StockTable[] {
  if (item.typeCode === 'KIT' || item.priceCents === 0) return [];
  const rows: StockTable[] = [];
  const popular = random.chance(0.7);
  for (const warehouse of seedWarehouses) {
    const quantity = popular && random.chance(0.55) ? random.integer(1, warehouse.inventoryWarehouseId === 0 ? 200 : 25) : 0;
    if (quantity > 0) rows.push({ inventory_item_id: item.id, inventory_warehouse_id: warehouse.inventoryWarehouseId, quantity, eta: null });
  }
  if (rows.length === 0 && random.chance(0.5)) {
    // Out of stock everywhere with an expected arrival at the supplier (spec 2 §4 "Out of stock with ETA").
    rows.push({ inventory_item_id: item.id, inventory_warehouse_id: 0, quantity: 0, eta: isoDay(new Date(now.getTime() + random.integer(3, 45) * 86_400_000)) });
  }
  return rows;
}

/** Fills an empty database. Throws (and writes nothing) when any insert fails. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ items: number }> {
  const itemCount = options.items ?? defaultItemCount;
  if (!Number.isInteger(itemCount) || itemCount < 100 || itemCount > maximumItemCount) {
    throw new Error(`--items must be a whole number from 100 to ${maximumItemCount}; got ${itemCount}.`);
  }
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? defaultSeed);
  const kitCount = Math.max(4, Math.round(itemCount * 0.01));
  const catalogue = generateCatalogue(random, itemCount, kitCount);
  const kits = generateKits(random, catalogue.byCategory, kitCount);
  const items = [...catalogue.items, ...kits.kitItems];
  const mixedKit = generateMixedSocketKit(catalogue.byCategory);
  const itemLists = generateItemLists(catalogue.byCategory);
  const { promotions, promotionItems } = generatePromotions(items, now);
  const banners = generateBanners(kits.kitItems);
  const reviews = generateReviews(random, now);
  // Hashing is slow on purpose (Argon2id): done before the transaction opens so it holds no lock meanwhile.
  const customers = await Promise.all(
    Object.values(demoAccounts).map(async (account) => ({
      customer_id: account.customerId,
      customer_guid: seededGuid(random),
      email_address: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      contact_name: `${account.firstName} ${account.lastName}`,
      mobile: account.mobile,
      abn: account.abn,
      is_company: account.isCompany,
      pricing_level: account.isCompany ? 'Business' : 'Retail',
      password_hash: await hashPassword(account.password),
      totp_secret: account.totpSecret,
      totp_last_used_step: null,
      default_store_id: 1,
    })),
  );
  const day = 86_400_000;
  const blocks = dispatchBlocks(items, now);
  const pageExtras = generateProductPageExtras(graphicsCardsOf(catalogue.byCategory));
  const itemRow = (item: SeedItem, popularityRank: number, stream: Random) => ({
    inventory_item_id: item.id,
    inventory_item_guid: seededGuid(stream),
    item_code: item.code,
    item_description: item.description,
    item_plain_description: item.description.replace(/^EX-DEMO /, ''),
    short_description: item.shortDescription,
    item_type_code: item.typeCode,
    manufacturer_id: item.manufacturerId,
    manufacturer_model: item.model,
    primary_category_id: item.primaryCategoryId,
    price_cents: item.priceCents,
    rrp_cents: item.rrpCents,
    available_online: item.availableOnline,
    free_shipping: item.freeShipping,
    is_clearance: item.isClearance,
    is_ex_demo: item.isExDemo,
    website_spotlight: item.websiteSpotlight,
    popularity_rank: popularityRank,
    release_date: isoDay(new Date(now.getTime() - stream.integer(0, 900) * day)),
    weight_grams: item.weightGrams,
    limit_per_transaction: item.typeCode === 'STK' && item.primaryCategoryId === 105 && stream.chance(0.2) ? 2 : null,
    attributes: JSON.stringify(item.attributes),
    details: JSON.stringify({
      KeySellingPoints: item.keySellingPoints,
      MarketingDescription: `<p>${item.description}. ${item.shortDescription}.</p>`,
      WarrantyName: item.manufacturerId === houseBrandId || item.manufacturerId === sisterBrandId ? '3 Year Parts and Labour' : '1 Year Manufacturer',
      ExDemoDescription: item.isExDemo ? 'Ex-demonstration stock: fully tested, may show light signs of use.' : null,
      ...blocks.get(item.id),
      ...pageExtras.details.get(item.id),
    }),
  });
  const itemRows = items.map((item, index) => itemRow(item, 1 + ((index * 7919) % items.length), random));
  // Every item draws its stock (so the stream stays in step); the items tests name keep theirs (seed/pinnedStock.ts).
  const stock = items.flatMap((item) => {
    const drawn = stockFor(random, item, now);
    return pinnedStock(item.id, now) ?? drawn;
  });
  // The mixed-socket kit draws from its own stream, after everything else, so every other row stays as it was.
  const mixedKitRandom = createRandom((options.seed ?? defaultSeed) + 1);
  itemRows.push(itemRow(mixedKit.kitItem, items.length + 1, mixedKitRandom));
  stock.push(...stockFor(mixedKitRandom, mixedKit.kitItem, now));
  // The bundles' Core PCs and KITs come last too, from a stream of their own (migration 0010, seed/productMedia.ts).
  const media = generateProductMedia(catalogue.items, [...kits.kitItems, mixedKit.kitItem], catalogue.byCategory);
  const mediaRandom = createRandom((options.seed ?? defaultSeed) + 2);
  media.items.forEach((item, index) => {
    itemRows.push(itemRow(item, items.length + 2 + index, mediaRandom));
    stock.push(...stockFor(mediaRandom, item, now));
  });
  // The desk kit (the seeded "Other KIT", seed/deskKit.ts) last of all, from a stream of its own likewise.
  const deskKit = generateDeskKit(catalogue.byCategory);
  if (deskKit) itemRows.push(itemRow(deskKit.kitItem, items.length + 2 + media.items.length, createRandom((options.seed ?? defaultSeed) + 3)));
  const allItems = [...items, mixedKit.kitItem, ...media.items, ...(deskKit ? [deskKit.kitItem] : [])];
  // Keyboards also join their kinds' subcategories (seed/keyboardCategories.ts).
  const itemCategories = allItems.flatMap((item) =>
    [...new Set([...item.categoryIds, ...keyboardSubcategoryIds(item, CategoryIds.keyboards)])].map((categoryId) => ({ inventory_item_id: item.id, inventory_category_id: categoryId })),
  );

  await db.transaction().execute(async (trx) => {
    // Two first starts against one PostgreSQL at once: the second waits here and then finds the store seeded.
    await sql`SELECT pg_advisory_xact_lock(7405113)`.execute(trx);
    const existing = await trx.selectFrom('items').select(sql<number>`count(*)::int`.as('count')).executeTakeFirst();
    if ((existing?.count ?? 0) > 0) return;
    await insertInBatches(trx, 'warehouses', seedWarehouses.map((w) => ({ inventory_warehouse_id: w.inventoryWarehouseId, warehouse_name: w.name, state: w.state })));
    await insertInBatches(trx, 'manufacturers', seedManufacturers.map((m) => ({ manufacturer_id: m.id, manufacturer_name: m.name, manufacturer_image_id: 900000 + m.id, is_house_brand: m.id === houseBrandId || m.id === sisterBrandId })));
    await insertInBatches(trx, 'category_groups', seedCategoryGroups);
    // Parents first: the tree references itself.
    const ordered = [...seedCategories].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null));
    await insertInBatches(trx, 'categories', ordered.map((c, index) => ({ inventory_category_id: c.id, category_name: c.name, parent_category_id: c.parent, category_group_id: c.group, sort_order: index + 1, colour: c.colour, settings: JSON.stringify({}) })));
    await insertInBatches(trx, 'items', itemRows);
    await insertInBatches(trx, 'item_categories', itemCategories);
    await insertInBatches(trx, 'stock', stock);
    await insertInBatches(trx, 'kit_categories', [...kits.kitCategories, ...mixedKit.kitCategories]);
    await insertInBatches(trx, 'kit_category_options', [...kits.kitOptions, ...mixedKit.kitOptions]);
    await insertInBatches(trx, 'kit_categories', [...media.kitCategories, ...(deskKit?.kitCategories ?? [])]);
    await insertInBatches(trx, 'kit_category_options', deskKit?.kitOptions ?? []);
    // Migration 0010's tables and kit option labels, typed in seed/productMedia.ts.
    const mediaTables = trx.withTables<ProductMediaTables>();
    if (media.kitOptions.length > 0) await mediaTables.insertInto('kit_category_options').values(media.kitOptions).execute();
    for (let start = 0; start < media.images.length; start += batchSize) await mediaTables.insertInto('item_images').values(media.images.slice(start, start + batchSize)).execute();
    if (media.bundles.length > 0) await mediaTables.insertInto('item_bundles').values(media.bundles).execute();
    // The drawn pictures (migration 0024), a few kB each, so in smaller batches.
    const pictures = generatePictures(allItems, media.images);
    const pictureTables = trx.withTables<ItemPicturesTables>();
    for (let start = 0; start < pictures.length; start += 200) await pictureTables.insertInto('item_pictures').values(pictures.slice(start, start + 200)).execute();
    if (pageExtras.pictures.length > 0) await pictureTables.insertInto('item_pictures').values(pageExtras.pictures).execute();
    for (let start = 0; start < media.attachments.length; start += 50) await mediaTables.insertInto('item_attachments').values(media.attachments.slice(start, start + 50)).execute();
    // Migration 0009's tables, typed in routes/itemLists.ts until db/schema.ts lists them.
    const listTables = trx.withTables<ItemListTables>();
    if (itemLists.lists.length > 0) await listTables.insertInto('item_lists').values(itemLists.lists).execute();
    if (itemLists.items.length > 0) await listTables.insertInto('item_list_items').values(itemLists.items).execute();
    await insertInBatches(trx, 'promotions', promotions);
    await insertInBatches(trx, 'promotion_items', promotionItems);
    await insertInBatches(trx, 'banners', [...banners, ...pageExtras.banners]);
    await insertInBatches(trx, 'brand_pages', seedBrandPages);
    await insertInBatches(trx, 'stores', seedStores.map((s) => ({ ...s, email: `${s.store_code.toLowerCase()}@rigkit.example`, opening_hours: JSON.stringify(s.opening_hours) })));
    await insertInBatches(trx, 'shipping_companies', seedShippingCompanies);
    await insertInBatches(trx, 'shipping_methods', seedShippingMethods.map((m) => ({ ...m, states: JSON.stringify(m.states) })));
    await insertInBatches(trx, 'payment_methods', seedPaymentMethods);
    await insertInBatches(trx, 'address_streets', generateAddressStreets());
    await insertInBatches(trx, 'gift_vouchers', seedGiftVouchers);
    await insertInBatches(trx, 'webpages', seedWebpages.map((page) => ({ ...page, webpage_guid: 'webpage_guid' in page ? page.webpage_guid : seededGuid(random), preview_image_url: '' })));
    await insertInBatches(trx, 'customers', customers);
    // Store credit of the retail demo account (fetchStoreCredit, spec 3 §3 "Store credit").
    await trx.insertInto('store_credits').values({ store_credit_code: 'SC-104233-01', customer_id: demoAccounts.retail.customerId, balance_cents: 5_000 }).execute();
    await insertInBatches(trx, 'reviews', reviews);
    await seedSoftwareContent(trx, now);
    await seedDocuments(trx, { now, items, kitCategories: kits.kitCategories });
    await seedRedemptions(trx, now);
    await seedVerifications(trx);
    await seedUvPrint(trx, allItems, now);
  });
  return { items: allItems.length };
}

/** Seeds only when the catalogue is empty (first start); returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('items').select(sql<number>`count(*)::int`.as('count')).executeTakeFirst();
  if ((existing?.count ?? 0) > 0) return false;
  await seedDatabase(db, options);
  return true;
}
