import { getResponse, type HttpHandler } from 'msw';
import { createMockHandlers } from './createMockHandlers.ts';

/**
 * A `fetch` that answers from MSW handlers without patching any global, to hand to `createRigkitClient({ fetch })`
 * in stories and tests. A call no handler answers gets a 404 in the contract's error envelope.
 */
export function createMockFetch(handlers: HttpHandler[] = createMockHandlers()): (request: Request) => Promise<Response> {
  return async (request) => {
    const mocked = await getResponse(handlers, request);
    if (mocked) return mocked;
    const { pathname } = new URL(request.url);
    return Response.json({ success: false, errors: [{ ErrorText: `No mock for ${request.method} ${pathname}` }], data: null }, { status: 404 });
  };
}
