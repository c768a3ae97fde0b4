// addCustomerReturn (spec 3 §4.8, §5.5, §7): a return advice for one line of the customer's invoice, with 1 to 3
// photos already scanned and stored by avScanUploadFile. The form's rules are checked again here (a request need
// not come from the form); the advice and its photos are written in one transaction, so a failure leaves neither.
import { formatReturnAdviceNumber, NEW_RETURN_STATUS } from '@rigkit/domain/account';
import { RETURN_PHOTO_LIMITS } from '@rigkit/domain/validation';
import { sql } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { requireCustomer } from '../orders/documents.ts';
import { RETURNABLE_ITEM_TYPES } from './invoiceProducts.ts';
import { returnErrors } from './messages.ts';
import { toReturnAdvice } from './returnAdvices.ts';

export async function addCustomerReturn(context: OperationContext<'POST', '/addCustomerReturn'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  const serialNumber = body.SerialNumber.trim();
  const faultDescription = body.FaultDescription.trim();
  const problems = [...(serialNumber === '' ? [returnErrors.serialNumberRequired] : []), ...(faultDescription === '' ? [returnErrors.faultDescriptionRequired] : [])];
  if (problems.length > 0) throw new ApiError(422, problems);
  const photoGuids = [...new Set(body.PhotoBinaryObjectGuids.map((guid) => guid.toLowerCase()))];
  if (photoGuids.length < RETURN_PHOTO_LIMITS.minFiles) throw new ApiError(422, returnErrors.photoRequired);
  if (photoGuids.length > RETURN_PHOTO_LIMITS.maxFiles) throw new ApiError(422, returnErrors.tooManyPhotos);

  // The line must be on one of this customer's invoices: another customer's line is the same 404 as an unknown one.
  const line = await services.db
    .selectFrom('document_items')
    .innerJoin('documents', 'documents.document_id', 'document_items.document_id')
    .select(['document_items.document_item_id', 'document_items.inventory_item_id', 'document_items.item_description', 'document_items.item_type_code', 'documents.document_id'])
    .where('document_items.document_item_id', '=', body.InvoiceItemId)
    .where('documents.document_type', '=', 'Invoice')
    .where('documents.customer_id', '=', customer.customer_id)
    .executeTakeFirst();
  if (!line) throw new ApiError(404, returnErrors.itemNotFound);
  if (!(RETURNABLE_ITEM_TYPES as readonly string[]).includes(line.item_type_code)) throw new ApiError(422, returnErrors.notReturnable);

  // Only the customer's own uploads, not yet part of a return; each under the form's 5 MB (the upload itself allows 30).
  const photos = await services.db
    .selectFrom('uv_binary_objects')
    .leftJoin('return_advice_photos', 'return_advice_photos.binary_object_id', 'uv_binary_objects.binary_object_id')
    .select(['uv_binary_objects.binary_object_id', 'uv_binary_objects.byte_size'])
    .where('uv_binary_objects.binary_object_guid', 'in', photoGuids)
    .where('uv_binary_objects.customer_id', '=', customer.customer_id)
    .where('return_advice_photos.binary_object_id', 'is', null)
    .execute();
  if (photos.length !== photoGuids.length) throw new ApiError(422, returnErrors.photoNotFound);
  if (photos.some((photo) => photo.byte_size >= RETURN_PHOTO_LIMITS.maxBytesPerFile)) throw new ApiError(422, returnErrors.photoTooLarge);

  try {
    const row = await services.db.transaction().execute(async (trx) => {
      const [next] = (await sql<{ id: number }>`SELECT nextval('return_advice_ids')::integer AS id`.execute(trx)).rows;
      if (!next) throw new Error('return_advice_ids gave no value');
      const inserted = await trx
        .insertInto('return_advices')
        .values({
          customer_return_advice_id: next.id,
          customer_return_advice_number: formatReturnAdviceNumber(next.id),
          customer_id: customer.customer_id,
          invoice_id: line.document_id,
          invoice_item_id: line.document_item_id,
          inventory_item_id: line.inventory_item_id,
          item_description: line.item_description,
          serial_number: serialNumber,
          fault_description: faultDescription,
          troubleshooting_steps: body.TroubleshootingSteps?.trim() || null,
          status: NEW_RETURN_STATUS,
          created_at: context.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('return_advice_photos')
        .values(photos.map((photo) => ({ customer_return_advice_id: inserted.customer_return_advice_id, binary_object_id: photo.binary_object_id })))
        .execute();
      return inserted;
    });
    return toReturnAdvice(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two requests at once: the open-line index or a photo already taken by the other return decides.
    const open = await services.db.selectFrom('return_advices').select('customer_return_advice_number').where('invoice_item_id', '=', line.document_item_id).where('status', '<>', 'Completed').executeTakeFirst();
    if (open) throw new ApiError(409, returnErrors.alreadyOpen(open.customer_return_advice_number));
    throw new ApiError(409, returnErrors.photoNotFound);
  }
}
