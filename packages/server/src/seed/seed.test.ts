import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RigkitDatabase } from '../db/openDatabase.ts';
import { verifyPassword } from '../identity/password.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { generateCatalogue } from './catalogue.ts';
import { demoAccounts } from './demoAccounts.ts';
import { generateMixedSocketKit, mixedSocketKitItemId } from './kits.ts';
import { deskKitItemId } from './deskKit.ts';
import { itemListSqid } from './itemLists.ts';
import type { ItemListTables } from '../catalogue/itemLists.ts';
import { productMediaIds, type ProductMediaTables } from './productMedia.ts';
import { createRandom } from './random.ts';
import { seedDatabase, seedIfEmpty } from './seed.ts';

const now = new Date('2026-11-22T05:00:00Z');
let database: RigkitDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database.close());

const count = async (query: string): Promise<number> => {
  const result = await sql<{ count: number }>`${sql.raw(`SELECT count(*)::int AS count FROM ${query}`)}`.execute(database.db);
  return result.rows[0]?.count ?? -1;
};

describe('seed', { timeout: 60_000 }, () => {
  it('writes nothing when any insert fails (one transaction)', async () => {
    await database.db.insertInto('shipping_companies').values({ shipping_company_id: 1, shipping_company_name: 'In the way' }).execute();
    await expect(seedDatabase(database.db, { now })).rejects.toThrow();
    expect(await count('items')).toBe(0);
    expect(await count('warehouses')).toBe(0);
    await database.db.deleteFrom('shipping_companies').execute();
  });

  it('seeds about 2,000 items (2,000 generated plus the mixed-socket kit, 4 bundles, their 8 Core PCs and the desk kit) on first start and nothing on the second', async () => {
    expect(await seedIfEmpty(database.db, { now })).toBe(true);
    expect(await count('items')).toBe(2014);
    expect(await seedIfEmpty(database.db, { now })).toBe(false);
    expect(await count('items')).toBe(2014);
  });

  it('refuses an item count outside 100 to 100,000', async () => {
    await expect(seedDatabase(database.db, { items: 100_001 })).rejects.toThrow('--items must be a whole number from 100 to 100000');
  });

  it('is deterministic for a seed', () => {
    const first = generateCatalogue(createRandom(7), 500, 5).items;
    const second = generateCatalogue(createRandom(7), 500, 5).items;
    expect(second).toEqual(first);
    expect(generateCatalogue(createRandom(8), 500, 5).items).not.toEqual(first);
  });

  it('has the UV None item 602206 (PLE-602206) at no cost and the panel print 663936', async () => {
    const rows = await database.db
      .selectFrom('items')
      .select(['inventory_item_id', 'item_code', 'price_cents'])
      .where('inventory_item_id', 'in', [602206, 663936])
      .orderBy('inventory_item_id')
      .execute();
    expect(rows).toEqual([
      { inventory_item_id: 602206, item_code: 'PLE-602206', price_cents: 0 },
      { inventory_item_id: 663936, item_code: 'PLE-663936', price_cents: 4900 },
    ]);
  });

  it.each([
    ['Desktop Computers', 100], ['CPU', 101], ['CPU Cooler', 102], ['Motherboard', 103], ['Memory', 104],
    ['Graphics Card', 105], ['OS Drive', 106], ['Storage Drive', 107], ['Case', 108], ['Power Supply', 109],
    ['Cooling Fans', 110], ['Operating System', 111], ['Licensing', 112], ['UV Printing', 113],
    ['Mouse Mats', 114], ['Monitors', 115], ['Peripherals', 116], ['Ready to go', 595], ['Custom Build', 786],
  ])('stocks the category %s (%i) with items', async (name, id) => {
    const row = await database.db.selectFrom('categories').select('category_name').where('inventory_category_id', '=', id).executeTakeFirst();
    expect(row?.category_name).toBe(name);
    expect(await count(`item_categories WHERE inventory_category_id = ${id}`)).toBeGreaterThan(0);
  });

  it('has categories 903 and 1390 and category groups 1, 2 and 10', async () => {
    expect(await count('categories WHERE inventory_category_id IN (903, 1390)')).toBe(2);
    expect(await count('category_groups WHERE category_group_id IN (1, 2, 10)')).toBe(3);
  });

  it('has house-brand prebuilt STK desktops, KIT custom builds, B2B and EX-DEMO items', async () => {
    expect(await count(`items WHERE item_type_code = 'STK' AND primary_category_id = 595 AND manufacturer_id IN (1, 2)`)).toBeGreaterThan(10);
    expect(await count(`items WHERE item_type_code = 'KIT'`)).toBe(26);
    expect(await count(`items WHERE item_type_code = 'B2B'`)).toBeGreaterThan(10);
    expect(await count(`items WHERE is_ex_demo AND item_description LIKE 'EX-DEMO %'`)).toBeGreaterThan(0);
  });

  it('gives every case a Printable Panels attribute and parts the configurator attributes', async () => {
    expect(await count(`items WHERE primary_category_id = 108 AND NOT attributes @> '[{"Key":"Printable Panels"}]'`)).toBe(0);
    expect(await count(`items WHERE primary_category_id = 103 AND attributes @> '[{"Key":"Socket"}]' AND attributes @> '[{"Key":"Chipset"}]' AND attributes @> '[{"Key":"Memory Type"}]' AND attributes @> '[{"Key":"Form Factor"}]'`)).toBe(
      await count('items WHERE primary_category_id = 103'),
    );
    expect(await count(`items WHERE primary_category_id = 105 AND attributes @> '[{"Key":"GPU Length (mm)"}]'`)).toBeGreaterThan(0);
    expect(await count(`items WHERE primary_category_id = 109 AND attributes @> '[{"Key":"Wattage (W)"}]'`)).toBeGreaterThan(0);
  });

  it('gives every kit compatible defaults, a UV Printing category defaulting to the None item, and AllowNone options', async () => {
    const uv = await database.db.selectFrom('kit_categories').select(['default_inventory_item_id', 'allow_none']).where('category_name', '=', 'UV Printing').execute();
    expect(uv.length).toBe(21);
    expect(uv.every((row) => row.default_inventory_item_id === 602206 && row.allow_none)).toBe(true);
    expect(await count(`kit_categories WHERE NOT allow_none AND default_inventory_item_id IS NULL`)).toBe(0);
    expect(await count(`kit_categories WHERE maximum_quantity > 1`)).toBeGreaterThan(0);
    const mismatched = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM kit_categories cpu
      JOIN kit_categories board ON board.kit_inventory_item_id = cpu.kit_inventory_item_id AND board.category_name = 'Motherboard'
      JOIN items c ON c.inventory_item_id = cpu.default_inventory_item_id
      JOIN items b ON b.inventory_item_id = board.default_inventory_item_id
      WHERE cpu.category_name = 'CPU'
        AND (SELECT a->>'Value' FROM jsonb_array_elements(c.attributes) a WHERE a->>'Key' = 'Socket')
         <> (SELECT a->>'Value' FROM jsonb_array_elements(b.attributes) a WHERE a->>'Key' = 'Socket')`.execute(database.db);
    expect(mismatched.rows[0]?.count).toBe(0);
  });

  it('seeds kit 700000 with AM5 and LGA1700 CPUs and motherboards, defaulting to a compatible AM5 pair', async () => {
    const kit = await database.db.selectFrom('items').select(['item_type_code', 'primary_category_id']).where('inventory_item_id', '=', mixedSocketKitItemId).executeTakeFirstOrThrow();
    expect(kit).toEqual({ item_type_code: 'KIT', primary_category_id: 786 });
    const socketsOf = async (categoryName: string) => {
      const rows = await sql<{ socket: string; is_default: boolean }>`
        SELECT (SELECT a->>'Value' FROM jsonb_array_elements(i.attributes) a WHERE a->>'Key' = 'Socket') AS socket,
               i.inventory_item_id = kc.default_inventory_item_id AS is_default
        FROM kit_categories kc
        JOIN kit_category_options o ON o.inventory_kit_category_id = kc.inventory_kit_category_id
        JOIN items i ON i.inventory_item_id = o.inventory_item_id
        WHERE kc.kit_inventory_item_id = ${mixedSocketKitItemId} AND kc.category_name = ${categoryName}`.execute(database.db);
      return { offered: [...new Set(rows.rows.map((row) => row.socket))].sort(), defaults: rows.rows.filter((row) => row.is_default).map((row) => row.socket) };
    };
    for (const category of ['CPU', 'Motherboard']) expect(await socketsOf(category)).toEqual({ offered: ['AM5', 'LGA1700'], defaults: ['AM5'] });
    const memory = await sql<{ type: string }>`
      SELECT DISTINCT (SELECT a->>'Value' FROM jsonb_array_elements(i.attributes) a WHERE a->>'Key' = 'Memory Type') AS type
      FROM kit_categories kc JOIN kit_category_options o USING (inventory_kit_category_id) JOIN items i ON i.inventory_item_id = o.inventory_item_id
      WHERE kc.kit_inventory_item_id = ${mixedSocketKitItemId} AND kc.category_name = 'Memory'`.execute(database.db);
    expect(memory.rows.map((row) => row.type)).toEqual(['DDR5']);
  });

  it('seeds the desk kit 720001 as a KIT outside Desktop Computers, so the kit page has an item (spec 2 §2 "Other KIT")', async () => {
    const kit = await database.db.selectFrom('items').select(['item_type_code', 'primary_category_id', 'price_cents', 'available_online']).where('inventory_item_id', '=', deskKitItemId).executeTakeFirstOrThrow();
    expect(kit).toMatchObject({ item_type_code: 'KIT', primary_category_id: 116, available_online: true });
    expect(await count(`item_categories WHERE inventory_item_id = ${deskKitItemId} AND inventory_category_id IN (100, 595, 786)`)).toBe(0);
    const categories = await sql<{ category_name: string; category_group: string; default_category: number; default_price: number; options: number; foreign_options: number }>`
      SELECT kc.category_name, kc.category_group, d.primary_category_id AS default_category, d.price_cents AS default_price,
             (SELECT count(*)::int FROM kit_category_options o WHERE o.inventory_kit_category_id = kc.inventory_kit_category_id) AS options,
             (SELECT count(*)::int FROM kit_category_options o JOIN items i USING (inventory_item_id)
               WHERE o.inventory_kit_category_id = kc.inventory_kit_category_id AND i.primary_category_id <> d.primary_category_id) AS foreign_options
      FROM kit_categories kc JOIN items d ON d.inventory_item_id = kc.default_inventory_item_id
      WHERE kc.kit_inventory_item_id = ${deskKitItemId} ORDER BY kc.sort_order`.execute(database.db);
    expect(categories.rows.map((row) => [row.category_name, row.category_group, row.default_category])).toEqual([
      ['Keyboard', 'Keyboard and Mouse', 117],
      ['Mouse', 'Keyboard and Mouse', 118],
      ['Headset', 'Audio and Desk', 119],
      ['Mousepad', 'Audio and Desk', 114],
    ]);
    expect(categories.rows.every((row) => row.options > 1 && row.foreign_options === 0)).toBe(true);
    // Priced at its default parts, as the cart prices a kit line from its children.
    expect(kit.price_cents).toBe(categories.rows.reduce((sum, row) => sum + row.default_price, 0));
  });

  it('generates the mixed-socket kit the same way every time (it takes no random stream)', () => {
    const catalogue = generateCatalogue(createRandom(7), 500, 5);
    expect(generateMixedSocketKit(catalogue.byCategory)).toEqual(generateMixedSocketKit(generateCatalogue(createRandom(7), 500, 5).byCategory));
  });

  it('seeds item lists 101-103 and build lists 201-202 with sqids, the build lists\' parts fitting together', async () => {
    const lists = await database.db.withTables<ItemListTables>().selectFrom('item_lists').selectAll().orderBy('inventory_item_list_id').execute();
    expect(lists.map((list) => [list.inventory_item_list_id, list.inventory_item_list_sqid, list.is_build_list])).toEqual(
      [101, 102, 103, 201, 202].map((id) => [id, itemListSqid(id), id > 200]),
    );
    expect(new Set(lists.map((list) => list.inventory_item_list_sqid)).size).toBe(5);
    for (const [listId, socket] of [[201, 'AM5'], [202, 'LGA1700']] as const) {
      const sockets = await sql<{ socket: string }>`
        SELECT DISTINCT (SELECT a->>'Value' FROM jsonb_array_elements(i.attributes) a WHERE a->>'Key' = 'Socket') AS socket
        FROM item_list_items l JOIN items i USING (inventory_item_id)
        WHERE l.inventory_item_list_id = ${listId} AND i.primary_category_id IN (101, 103)`.execute(database.db);
      expect(sockets.rows.map((row) => row.socket)).toEqual([socket]);
      expect(await count(`item_list_items l JOIN items i USING (inventory_item_id) WHERE l.inventory_item_list_id = ${listId} AND i.primary_category_id = 104 AND i.attributes @> '[{"Key":"Memory Type","Value":"DDR5"}]'`)).toBeGreaterThan(0);
    }
  });

  it.each([1, 101, 202, 99_999])('gives list %i a sqid of 6 or more letters and digits, unlike the next id\'s', (id) => {
    expect(itemListSqid(id)).toMatch(/^[A-Za-z0-9]{6,}$/);
    expect(itemListSqid(id)).not.toBe(itemListSqid(id + 1));
  });

  it('holds stock in every warehouse (0 supplier, 1 to 6, 9) and ETAs for some items out of stock', async () => {
    const warehouses = await database.db.selectFrom('stock').select('inventory_warehouse_id').distinct().orderBy('inventory_warehouse_id').execute();
    expect(warehouses.map((row) => row.inventory_warehouse_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 9]);
    expect(await count('stock WHERE eta IS NOT NULL AND quantity = 0')).toBeGreaterThan(0);
  });

  it('has the stores with Dandenong as store 9, shipping methods 1, 2, 4, 15 and payment methods 4, 6, 7, 8, 11, 14', async () => {
    const dandenong = await database.db.selectFrom('stores').select(['store_name', 'state', 'latitude']).where('store_id', '=', 9).executeTakeFirst();
    expect(dandenong).toMatchObject({ store_name: 'Dandenong', state: 'VIC' });
    const methods = await database.db.selectFrom('shipping_methods').select(['shipping_method_id', 'shipping_company_id', 'display_name']).execute();
    expect(methods.map((m) => m.shipping_company_id)).toEqual(expect.arrayContaining([1, 2, 4, 15]));
    expect(methods.map((m) => m.display_name)).toEqual(expect.arrayContaining(['Auspost eParcel', 'StarTrack Road Express', 'Same Day Delivery']));
    const payments = await database.db.selectFrom('payment_methods').select('payment_method_id').orderBy('payment_method_id').execute();
    expect(payments.map((p) => p.payment_method_id)).toEqual([4, 6, 7, 8, 11, 14]);
  });

  it('has promotions with coupon codes, banners per region including CustomBuildFeatures, and pages home, 992 and a private one', async () => {
    expect(await count('promotions WHERE coupon_code IS NOT NULL')).toBeGreaterThanOrEqual(6);
    expect(await count(`banners WHERE banner_group = 'CustomBuildFeatures' AND region = 'AU West'`)).toBeGreaterThan(0);
    expect(await count(`banners WHERE banner_group = 'Home' AND region = 'AU East'`)).toBeGreaterThan(0);
    expect(await count(`webpages WHERE webpage_id = 992 OR page_url = '/' OR is_private`)).toBe(3);
  });

  it("never shows shoppers the internal region labels in a banner's words (issue 17 defect 9)", async () => {
    const banners = await database.db.selectFrom('banners').select(['inner_html', 'banner_slide_webpage_html']).execute();
    const shown = banners.map((banner) => `${banner.inner_html} ${banner.banner_slide_webpage_html}`).join('\n');
    expect(shown).not.toMatch(/AU (East|West)/);
  });

  it('gives every prebuilt desktop 8 pictures, the first its item id, and the image grid its positions 2 to 7', async () => {
    const media = database.db.withTables<ProductMediaTables>();
    const desktops = await count(`items WHERE item_type_code = 'STK' AND primary_category_id = 595 AND available_online`);
    expect(await count(`(SELECT inventory_item_id FROM item_images GROUP BY inventory_item_id HAVING count(*) = 8) AS eight`)).toBeGreaterThanOrEqual(desktops);
    const images = await media.selectFrom('item_images').selectAll().where('inventory_item_id', '=', 500003).orderBy('sort_order').execute();
    expect(images.map((image) => image.image_id)).toEqual([500003, 15000032, 15000033, 15000034, 15000035, 15000036, 15000037, 15000038]);
    expect(images.map((image) => image.caption)).toEqual(['Front', 'Left side', 'Right side', 'Rear', 'Top', 'Inside', 'Rear ports', 'Lit up']);
  });

  it('seeds four bundles (KIT 710001 to 710004): a Core PC in Black or White and a choice of four graphics cards, priced as their defaults', async () => {
    const bundles = await database.db.selectFrom('items').select(['inventory_item_id', 'item_type_code', 'price_cents']).where('inventory_item_id', '>=', productMediaIds.firstBundleItemId).where('inventory_item_id', '<', productMediaIds.firstBundleItemId + 100).orderBy('inventory_item_id').execute();
    expect(bundles.map((bundle) => [bundle.inventory_item_id, bundle.item_type_code])).toEqual([[710001, 'KIT'], [710002, 'KIT'], [710003, 'KIT'], [710004, 'KIT']]);
    const options = await database.db.withTables<ProductMediaTables>().selectFrom('kit_category_options').innerJoin('kit_categories', 'kit_categories.inventory_kit_category_id', 'kit_category_options.inventory_kit_category_id')
      .select(['kit_categories.category_name', 'kit_category_options.inventory_item_id', 'kit_category_options.option_label'])
      .where('kit_categories.kit_inventory_item_id', '=', 710001).orderBy('kit_categories.sort_order').orderBy('kit_category_options.sort_order').execute();
    expect(options.slice(0, 2)).toEqual([
      { category_name: 'Core PC', inventory_item_id: 710101, option_label: 'Black' },
      { category_name: 'Core PC', inventory_item_id: 710102, option_label: 'White' },
    ]);
    expect(options.filter((option) => option.category_name === 'Graphics Card')).toHaveLength(4);
    const defaults = await sql<{ total: number }>`SELECT sum(i.price_cents)::int AS total FROM kit_categories kc JOIN items i ON i.inventory_item_id = kc.default_inventory_item_id WHERE kc.kit_inventory_item_id = 710001`.execute(database.db);
    expect(bundles[0]?.price_cents).toBe(defaults.rows[0]?.total);
  });

  it('lists the bundles as every prebuilt desktop\'s presets, the one built from it first', async () => {
    const presets = await database.db.withTables<ProductMediaTables>().selectFrom('item_bundles').select('bundle_inventory_item_id').where('inventory_item_id', '=', 500003).orderBy('sort_order').execute();
    expect(presets.map((row) => row.bundle_inventory_item_id)).toEqual([710003, 710001, 710002, 710004]);
  });

  it('attaches a PDF spec sheet and a warranty text to prebuilt desktops', async () => {
    const files = await database.db.withTables<ProductMediaTables>().selectFrom('item_attachments').selectAll().where('inventory_item_id', '=', 500003).orderBy('sort_order').execute();
    expect(files.map((file) => [file.binary_object_id, file.original_filename, file.content_type])).toEqual([
      [5000031, 'ple-500003-spec-sheet.pdf', 'application/pdf'],
      [5000032, 'ple-500003-warranty.txt', 'text/plain; charset=utf-8'],
    ]);
    expect(new TextDecoder().decode(files[0]?.content).startsWith('%PDF-1.4')).toBe(true);
  });

  it('runs Gaming PC Week (205) on the first five prebuilt desktops below their price', async () => {
    const rows = await sql<{ inventory_item_id: number; below: boolean }>`
      SELECT pi.inventory_item_id, pi.promotion_price_cents < i.price_cents AS below FROM promotion_items pi JOIN items i USING (inventory_item_id)
      WHERE pi.promotion_id = 205 ORDER BY pi.inventory_item_id`.execute(database.db);
    expect(rows.rows.map((row) => row.inventory_item_id)).toEqual([500001, 500002, 500003, 500004, 500005]);
    expect(rows.rows.every((row) => row.below)).toBe(true);
    expect(await count(`promotions WHERE promotion_id = 205 AND promotion_start_at <= '${now.toISOString()}' AND promotion_finish_at > '${now.toISOString()}'`)).toBe(1);
  });

  it.each(Object.entries(demoAccounts))('stores the %s demo account with a verifiable Argon2id hash', async (_key, account) => {
    const row = await database.db.selectFrom('customers').selectAll().where('email_address', '=', account.email).executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
    expect(row.abn).toBe(account.abn);
    expect(row.totp_secret).toBe(account.totpSecret);
  });
});
