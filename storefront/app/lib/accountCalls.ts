// The account pages' calls through the typed client (issue 16): each answers { success, errors } whether the server
// said no in the envelope (200 with success false) or with a 4xx (the client throws RigkitApiError), so the widgets
// show the server's first ErrorText either way.
import { RigkitApiError } from '@rigkit/api-client';

export interface CallResult {
  success: boolean;
  errors: { ErrorText: string }[];
}

/** The envelope's outcome of a call, or the texts of the error it threw; a network failure rethrows. */
export async function outcomeOf(call: () => Promise<{ data: { success: boolean; errors?: { ErrorText: string }[] } }>): Promise<CallResult> {
  try {
    const { data } = await call();
    return { success: data.success, errors: data.errors ?? [] };
  } catch (error) {
    if (error instanceof RigkitApiError && error.status !== undefined) {
      return { success: false, errors: error.errorTexts.map((ErrorText) => ({ ErrorText })) };
    }
    throw error;
  }
}
