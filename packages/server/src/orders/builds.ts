// The build certificate (spec 3 §2.10, §3 "Build", §7 fetchMyBuildItemBundle): login required; a build is shown only
// to the customer who bought it. Its parts are the kit line's parts on the sales order, in the order's line order
// (the page sorts them into its fixed category order).
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { requireCustomer } from './documents.ts';

export const buildErrors = {
  notFound: (buildId: number) => `Build ${buildId} was not found`,
} as const;

// The body's customerSessionGuid is the spec's; the session is the header's (every call carries it), not trusted.
export async function fetchMyBuildItemBundle(context: OperationContext<'POST', '/fetchMyBuildItemBundle'>) {
  return buildBundle(context.services.db, requireCustomer(context), context.body.buildId);
}

/** The customer's build as the certificate shows it; another customer's answers exactly as an unknown one (issue 14 item 7). */
export async function buildBundle(db: Db, customer: CustomerRow, buildId: number) {
  const services = { db };
  const build = await services.db.selectFrom('builds').selectAll().where('build_id', '=', buildId).executeTakeFirst();
  if (!build || build.customer_id !== customer.customer_id) throw new ApiError(404, buildErrors.notFound(buildId));
  const order = await services.db.selectFrom('documents').select('document_number').where('document_id', '=', build.sales_order_id).executeTakeFirstOrThrow();
  const parts = await services.db
    .selectFrom('document_items')
    .select(['kit_category_name', 'quantity', 'item_description'])
    .where('parent_document_item_id', '=', build.document_item_id)
    .orderBy('line_number')
    .orderBy('document_item_id')
    .execute();
  return {
    PcName: build.pc_name,
    SoNumber: order.document_number,
    BuildQuantity: build.build_quantity,
    BuildId: build.build_id,
    PrimaryImage: build.primary_image,
    PurchaseDate: build.purchase_date.toISOString(),
    // A part line holds its quantity for every build on the kit line; the certificate shows one build's.
    BuildItems: parts.map((part) => ({ CategoryName: part.kit_category_name ?? '', OrderQuantity: Math.max(1, Math.round(part.quantity / build.build_quantity)), ItemDescription: part.item_description })),
    PublicInformation: { EmployeeId: build.employee_id, ...build.public_information },
  };
}
