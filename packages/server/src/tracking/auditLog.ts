// auditLog (spec 3 §7: AuditLogTypeName and AuditObject with the session guid): the order confirmation's tracking
// stages (spec 3 §2.8) and any other client audit. Written under the caller's own session (a client cannot log
// into another session's trail), with the object's size capped so the table cannot be used as free storage.
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

/** Largest AuditObject kept, as JSON (designed: a tracking stage with its purchase event is well under 4 KB). */
export const AUDIT_OBJECT_MAX_BYTES = 8_192;

export const auditLogMessages = {
  tooLarge: `AuditObject must be at most ${AUDIT_OBJECT_MAX_BYTES} bytes of JSON`, // designed
} as const;

export async function auditLog(context: OperationContext<'POST', '/auditLog'>) {
  const { services, identity, body } = context;
  const json = JSON.stringify({ ...body.AuditObject, CustomerSessionGuid: identity.sessionGuid });
  if (Buffer.byteLength(json) > AUDIT_OBJECT_MAX_BYTES) throw new ApiError(413, auditLogMessages.tooLarge);
  await services.db
    .insertInto('audit_log')
    .values({ audit_log_type_name: body.AuditLogTypeName.trim().slice(0, 100) || 'Unnamed', customer_session_guid: identity.sessionGuid, audit_object: json })
    .execute();
  return null;
}
