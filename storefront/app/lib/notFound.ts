// Loaders turn the API's "not found" answers into the 404 page (spec 2 §2) instead of a 500.
import { RigkitApiError } from '@rigkit/api-client';
import { data } from 'react-router';

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Rethrows `error`, as a 404 when the API said the thing does not exist. */
export function rethrowAsNotFound(error: unknown): never {
  if (error instanceof RigkitApiError) {
    const cause = error.cause instanceof RigkitApiError ? error.cause : undefined;
    const status = error.status ?? cause?.status;
    const texts = [...error.errorTexts, ...(cause?.errorTexts ?? [])];
    if (status === 404 || texts.some((text) => / was not found$/.test(text))) notFound();
  }
  throw error;
}

/** A whole-number id from a path segment, or the 404 page. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id)) notFound();
  return id;
}
