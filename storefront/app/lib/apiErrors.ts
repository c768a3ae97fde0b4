// Loaders turn the API's refusals into the store's error pages (spec 2 §2 "Error page"): "not found" is the 404
// page, any other refusal of the address's input the 400 page ("There was an issue displaying this page"); a
// failure of the store itself stays a thrown error, the 500 page.
import { RigkitApiError } from '@rigkit/api-client';
import { data } from 'react-router';

/** The HTTP status of a failed call; on the server the client wraps the call's own error as its cause. */
export function apiErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof RigkitApiError)) return undefined;
  const cause = error.cause instanceof RigkitApiError ? error.cause : undefined;
  return error.status ?? cause?.status;
}

/** The 400 page: the address asked for something the store cannot show. */
export function badRequest(): never {
  throw data(null, { status: 400 });
}

/** Rethrows `error` as the 404 page (not found), the 400 page (any other 4xx), or as it is. */
export function rethrowAsErrorPage(error: unknown): never {
  const status = apiErrorStatus(error);
  if (status === 404) throw data(null, { status: 404 });
  if (status !== undefined && status >= 400 && status < 500) badRequest();
  throw error;
}
