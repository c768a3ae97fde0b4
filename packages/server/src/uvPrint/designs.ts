// Saved UV print designs (spec 2 §2 "Design management", §4 "UV designer", §5, §6, §7): read by the owner, by
// anyone when public or featured; saved, changed and deleted by their owner only. Another customer's private
// design answers the same 404 as one that does not exist.
import { randomBytes } from 'node:crypto';
import { designNameError, normaliseDesignName, uvPrintMessages } from '@rigkit/domain/uvPrint';
import type { Schema } from '../contract/schemas.ts';
import type { Db } from '../db/openDatabase.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import type { OperationContext, OperationData } from '../http/operation.ts';
import { loadPanelGeometry, type PanelGeometry } from './geometry.ts';
import { maximumImagesPerPanel, uvServerMessages } from './messages.ts';
import { queuePrintExports, runPrintExports } from './printExportJobs.ts';
import { panelPreviewAddress } from './panelPreview.ts';

type UvDesign = Schema<'UvDesign'>;
type UserObject = Schema<'UserObject'>;
type DesignRow = { design_id: number; design_code: string; customer_id: number | null; inventory_item_id: number; design_name: string; is_public: boolean; is_featured: boolean };

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** UV- and 10 characters from a CSPRNG (50 bits): short for an address, not guessable. */
export function newDesignCode(): string {
  return `UV-${[...randomBytes(10)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('')}`;
}

/** Addresses a design may place: our own uploads and samples (never a URL elsewhere, which the export would fetch). */
const ownImageAddress = /^\/api\/uv\/(?:binary\/[0-9a-f-]{36}|ai\/[0-9a-f-]{36}|library\/[a-z0-9-]{1,60}\.svg)$/;

const designColumns = ['design_id', 'design_code', 'customer_id', 'inventory_item_id', 'design_name', 'is_public', 'is_featured'] as const;

async function findDesign(db: Db, code: string): Promise<DesignRow | undefined> {
  return db.selectFrom('uv_designs').select(designColumns).where('design_code', '=', code).executeTakeFirst();
}

const canRead = (design: DesignRow, customerId: number | null) => design.is_public || design.is_featured || (customerId !== null && design.customer_id === customerId);

async function describeDesign(db: Db, design: DesignRow, geometry: readonly PanelGeometry[]): Promise<UvDesign> {
  const objects = await db
    .selectFrom('uv_user_objects')
    .selectAll()
    .where('design_id', '=', design.design_id)
    .orderBy('panel_name')
    .orderBy('position')
    .execute();
  const Panels = geometry.map((panel) => ({
    PanelName: panel.PanelName,
    PanelType: 'PrintablePanel' as const,
    PrintableAreaPixels: panel.PrintableAreaPixels,
    PrintableAreaPhysical: panel.PrintableAreaPhysical,
    PreviewPanels: [],
    UserObjects: objects
      .filter((object) => object.panel_name === panel.PanelName)
      .map(
        (object): UserObject => ({
          previewImageUrl: object.preview_image_url,
          HighResolutionBinaryObjectGuid: object.binary_object_guid,
          objectType: object.object_type as UserObject['objectType'],
          x: object.x,
          y: object.y,
          width: object.width,
          height: object.height,
          ...(object.max_width === null ? {} : { maxWidth: object.max_width }),
          ...(object.max_height === null ? {} : { maxHeight: object.max_height }),
          originalFilename: object.original_filename,
          order: object.layer_order,
          ...(object.object_id === null ? {} : { id: object.object_id }),
        }),
      ),
  }));
  return {
    DesignName: design.design_name,
    DesignCode: design.design_code,
    UvPrintDesignName: design.design_name,
    IsPublic: design.is_public,
    PrintedPanelCount: Panels.filter((panel) => panel.UserObjects.length > 0).length,
    Discount: null,
    PreviewUrls: [],
    InventoryItemId: design.inventory_item_id,
    Panels,
    KeyStringId: design.design_code,
  };
}

/** fetchUvPrintConfig: a saved design by its key, or the item's blank layout when no key is given. */
export async function fetchUvPrintConfig(context: OperationContext<'POST', '/fetchUvPrintConfig'>): Promise<OperationData<'POST', '/fetchUvPrintConfig'>> {
  const { db } = context.services;
  const key = context.body.KeyStringId?.trim() ?? '';
  if (key === '') {
    const geometry = await loadPanelGeometry(db, context.body.UvInventoryItemId);
    if (geometry.length === 0) throw new ApiError(404, uvServerMessages.notPrintable(context.body.UvInventoryItemId));
    return {
      DesignName: '',
      DesignCode: null,
      UvPrintDesignName: null,
      IsPublic: false,
      PrintedPanelCount: 0,
      Discount: null,
      PreviewUrls: [],
      InventoryItemId: context.body.UvInventoryItemId,
      KeyStringId: null,
      Panels: geometry.map((panel) => ({ ...panel, PanelType: 'PrintablePanel' as const, UserObjects: [], PreviewPanels: [] })),
    };
  }
  const design = await findDesign(db, key);
  if (!design || !canRead(design, context.identity.customer?.customer_id ?? null)) throw new ApiError(404, uvServerMessages.designNotFound);
  return describeDesign(db, design, await loadPanelGeometry(db, design.inventory_item_id));
}

type ListedDesign = DesignRow & { updated_at: Date };

/** The listed designs with PreviewUrls: one small picture per panel with artwork, in the designer's panel order. */
async function summaries(db: Db, designs: readonly ListedDesign[]): Promise<Schema<'UvDesignSummary'>[]> {
  const printed =
    designs.length === 0
      ? []
      : await db
          .selectFrom('uv_design_panels')
          .select(['design_id', 'panel_name'])
          .where('design_id', 'in', designs.map((design) => design.design_id))
          .where((where) => where.exists(where.selectFrom('uv_user_objects').select('uv_user_objects.design_id').whereRef('uv_user_objects.design_id', '=', 'uv_design_panels.design_id').whereRef('uv_user_objects.panel_name', '=', 'uv_design_panels.panel_name')))
          .orderBy('design_id')
          .orderBy('position')
          .execute();
  return designs.map((design) => ({
    UvPrintDesignCode: design.design_code,
    UvPrintDesignName: design.design_name,
    DesignName: design.design_name,
    KitCategoryName: 'UV Printing',
    InventoryItemId: design.inventory_item_id,
    IsPublic: design.is_public,
    PreviewUrls: printed.filter((panel) => panel.design_id === design.design_id).map((panel) => panelPreviewAddress(design.design_code, panel.panel_name, design.updated_at)),
  }));
}

export async function fetchUvPrintDesigns(context: OperationContext<'GET', '/fetchUvPrintDesigns'>): Promise<OperationData<'GET', '/fetchUvPrintDesigns'>> {
  const customer = context.identity.customer;
  if (!customer) throw new ApiError(401, httpMessages.loginRequired);
  const { db } = context.services;
  const rows = await db.selectFrom('uv_designs').select([...designColumns, 'updated_at']).where('customer_id', '=', customer.customer_id).orderBy('updated_at', 'desc').orderBy('design_id', 'desc').execute();
  return summaries(db, rows);
}

export async function fetchFeaturedUvPrintDesigns(context: OperationContext<'GET', '/fetchFeaturedUvPrintDesigns'>): Promise<OperationData<'GET', '/fetchFeaturedUvPrintDesigns'>> {
  const { db } = context.services;
  const rows = await db.selectFrom('uv_designs').select([...designColumns, 'updated_at']).where('is_featured', '=', true).orderBy('design_id').execute();
  return summaries(db, rows);
}

/** updateUvPrintConfig: saves a new design, or changes the caller's own design named by KeyStringId. */
export async function updateUvPrintConfig(context: OperationContext<'POST', '/updateUvPrintConfig'>): Promise<OperationData<'POST', '/updateUvPrintConfig'>> {
  const customer = context.identity.customer;
  if (!customer) throw new ApiError(401, uvPrintMessages.guestNotice);
  const { db } = context.services;
  const { body } = context;
  const nameError = designNameError(body.DesignName);
  if (nameError) throw new ApiError(400, nameError);
  const geometry = await loadPanelGeometry(db, body.UvInventoryItemId);
  if (geometry.length === 0) throw new ApiError(400, uvServerMessages.notPrintable(body.UvInventoryItemId));
  const panels = body.UvConfiguration.Panels.filter((panel) => panel.PanelType === 'PrintablePanel');
  for (const panel of panels) {
    if (!geometry.some((candidate) => candidate.PanelName === panel.PanelName)) throw new ApiError(400, uvServerMessages.panelNotPrintable(panel.PanelName));
    const objects = panel.UserObjects ?? [];
    if (objects.length > maximumImagesPerPanel) throw new ApiError(400, uvServerMessages.tooManyImages(maximumImagesPerPanel));
    if (objects.some((object) => !ownImageAddress.test(object.previewImageUrl ?? ''))) throw new ApiError(400, uvServerMessages.imageAddress);
  }
  // Every upload placed must be one this customer (or, before logging in, this session) uploaded.
  const guids = [...new Set(panels.flatMap((panel) => (panel.UserObjects ?? []).flatMap((object) => (object.HighResolutionBinaryObjectGuid ? [object.HighResolutionBinaryObjectGuid.toLowerCase()] : []))))];
  if (guids.length > 0) {
    const owned = await db
      .selectFrom('uv_binary_objects')
      .select('binary_object_guid')
      .where('binary_object_guid', 'in', guids)
      .where((where) => where.or([where('customer_id', '=', customer.customer_id), where('customer_session_guid', '=', context.identity.sessionGuid)]))
      .execute();
    if (owned.length !== guids.length) throw new ApiError(400, uvServerMessages.imageNotFound);
  }
  // Likewise every AI picture placed must be one this customer generated.
  const aiGuids = [...new Set(panels.flatMap((panel) => (panel.UserObjects ?? []).flatMap((object) => /^\/api\/uv\/ai\/([0-9a-f-]{36})$/i.exec(object.previewImageUrl ?? '')?.[1]?.toLowerCase() ?? [])))];
  if (aiGuids.length > 0) {
    const generated = await db.selectFrom('uv_ai_images').select('generation_guid').where('generation_guid', 'in', aiGuids).where('customer_id', '=', customer.customer_id).execute();
    if (generated.length !== aiGuids.length) throw new ApiError(400, uvServerMessages.imageNotFound);
  }
  const key = body.KeyStringId?.trim() ?? '';
  const name = normaliseDesignName(body.DesignName);
  const saved = await db.transaction().execute(async (trx) => {
    let designId: number;
    let designCode: string;
    // FOR UPDATE: two saves of one design in parallel apply one after the other, never interleaved.
    const existing = key === '' ? undefined : await trx.selectFrom('uv_designs').select(['design_id', 'design_code', 'customer_id', 'is_public', 'is_featured']).where('design_code', '=', key).forUpdate().executeTakeFirst();
    if (key !== '' && (!existing || (existing.customer_id !== customer.customer_id && !existing.is_public && !existing.is_featured))) throw new ApiError(404, uvServerMessages.designNotFound);
    // Saving a public or featured design someone else owns saves the customer's own copy (designed).
    if (existing && existing.customer_id === customer.customer_id) {
      await trx.updateTable('uv_designs').set({ design_name: name, is_public: body.IsPublic ?? false, inventory_item_id: body.UvInventoryItemId, updated_at: context.now }).where('design_id', '=', existing.design_id).execute();
      await trx.deleteFrom('uv_design_panels').where('design_id', '=', existing.design_id).execute();
      designId = existing.design_id;
      designCode = existing.design_code;
    } else {
      designCode = newDesignCode();
      const inserted = await trx
        .insertInto('uv_designs')
        .values({ design_code: designCode, customer_id: customer.customer_id, inventory_item_id: body.UvInventoryItemId, design_name: name, is_public: body.IsPublic ?? false, created_at: context.now, updated_at: context.now })
        .returning('design_id')
        .executeTakeFirstOrThrow();
      designId = inserted.design_id;
    }
    await insertPanels(trx, designId, panels, geometry);
    // The print files: recorded with the save, rendered after its commit (printExportJobs.ts).
    await queuePrintExports(trx, designId, panels.filter((panel) => (panel.UserObjects ?? []).length > 0).map((panel) => panel.PanelName), context.now);
    return { designCode, designId };
  });
  void runPrintExports(db, saved.designId);
  return { UvPrintDesignCode: saved.designCode, KeyStringId: saved.designCode };
}

type SavedPanel = Schema<'UvPanel'>;

async function insertPanels(db: Db, designId: number, panels: readonly SavedPanel[], geometry: readonly PanelGeometry[]): Promise<void> {
  for (const [position, panel] of panels.entries()) {
    // The area is the server's own geometry: a client cannot move the printable area.
    const area = geometry.find((candidate) => candidate.PanelName === panel.PanelName)?.PrintableAreaPixels;
    if (!area) continue;
    await db.insertInto('uv_design_panels').values({ design_id: designId, panel_name: panel.PanelName, panel_type: panel.PanelType, position, area_x: area.X, area_y: area.Y, area_width: area.Width, area_height: area.Height }).execute();
    const objects = panel.UserObjects ?? [];
    if (objects.length === 0) continue;
    await db
      .insertInto('uv_user_objects')
      .values(
        objects.map((object, index) => ({
          design_id: designId,
          panel_name: panel.PanelName,
          position: index,
          object_type: object.objectType,
          preview_image_url: object.previewImageUrl ?? '',
          binary_object_guid: object.HighResolutionBinaryObjectGuid?.toLowerCase() ?? null,
          x: object.x,
          y: object.y,
          width: object.width,
          height: object.height,
          max_width: object.maxWidth ?? null,
          max_height: object.maxHeight ?? null,
          original_filename: object.originalFilename ?? null,
          layer_order: object.order ?? index,
          object_id: object.id !== undefined && object.id >= 0 && object.id < 999 ? object.id : null,
        })),
      )
      .execute();
  }
}

/** deleteUvPrintConfig: the owner's design only; anything else is the same 404. */
export async function deleteUvPrintConfig(context: OperationContext<'POST', '/deleteUvPrintConfig'>): Promise<null> {
  const customer = context.identity.customer;
  if (!customer) throw new ApiError(401, httpMessages.loginRequired);
  const deleted = await context.services.db.deleteFrom('uv_designs').where('design_code', '=', context.body.KeyStringId.trim()).where('customer_id', '=', customer.customer_id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new ApiError(404, uvServerMessages.designNotFound);
  return null;
}

/** FetchInventoryItemPrintable: the first printable panel's area and width (spec 1 §3 printMetaData). */
export async function fetchInventoryItemPrintable(context: OperationContext<'POST', '/FetchInventoryItemPrintable'>): Promise<OperationData<'POST', '/FetchInventoryItemPrintable'>> {
  const [first] = await loadPanelGeometry(context.services.db, context.body.InventoryItemId);
  if (!first) throw new ApiError(404, uvServerMessages.notPrintable(context.body.InventoryItemId));
  return { InventoryItemId: context.body.InventoryItemId, printMetaData: { PrintableAreaPixels: first.PrintableAreaPixels, PrintableAreaPhysical: { WidthMM: first.PrintableAreaPhysical.WidthMM } }, BackgroundImageUrl: null };
}
