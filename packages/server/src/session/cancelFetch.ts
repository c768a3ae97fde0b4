// POST cancelFetch (designed, see http/pendingFetches.ts): stops the caller's own session's fetches still running.
import type { OperationContext } from '../http/operation.ts';

export async function cancelFetch(context: OperationContext<'POST', '/cancelFetch'>) {
  const { services, identity, body } = context;
  return { Cancelled: services.pendingFetches.cancel(identity.sessionGuid, body?.OperationId ?? null) };
}
