/** What a test's fake API does with one request. */
export type FakeApi = (request: Request, callIndex: number) => Response | Promise<Response>;

/** A fetch that answers from `api`, records every request, and rejects like the real one when aborted. */
export interface RecordingFetch {
  fetch: (request: Request) => Promise<Response>;
  requests: Request[];
}

export function createRecordingFetch(api: FakeApi): RecordingFetch {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      const { signal } = request;
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve(api(request, requests.length - 1)).then(resolve, reject);
    });
  };
  return { fetch, requests };
}

/** A JSON answer, with optional status and headers. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** The envelope of a failed answer carrying these `ErrorText`s. */
export function failedEnvelope(...errorTexts: string[]) {
  return { success: false, errors: errorTexts.map((ErrorText) => ({ ErrorText })), data: null };
}

/** A fetch that never answers until aborted, for cancellation tests. */
export function pendingUntilAborted(): Promise<Response> {
  return new Promise(() => undefined);
}
