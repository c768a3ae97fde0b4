// A 429 of the designer's uploads or AI generation (issue 20 item 4): the server's sentence says how long to wait,
// so the toast shows it as it is; anything else keeps the spec's own toast.
import { RigkitApiError } from '@rigkit/api-client';

export function rateLimitMessage(error: unknown): string | null {
  if (!(error instanceof RigkitApiError) || error.status !== 429) return null;
  return error.errorTexts[0] ?? null;
}
