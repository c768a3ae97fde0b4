import { describe, expect, it, vi } from 'vitest';
import { sessionReadOnce } from './api.ts';

const guid = '0b8e2a54-3c1d-4e6f-9a7b-1c2d3e4f5a6b';
const sessionUrl = 'http://rigkit.internal/api/session/fetchSession';

function fakeApi() {
  return vi.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    return new Response(JSON.stringify({ success: true, path: new URL(request.url).pathname, guid: request.headers.get('customersessionguid') }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('sessionReadOnce', () => {
  it('answers the same caller’s concurrent fetchSession reads with one API call, each with its own readable body', async () => {
    const api = fakeApi();
    const fetchOnce = sessionReadOnce(api);
    const headers = { CustomerSessionGuid: guid, Cookie: `plesession=${guid}` };
    const answers = await Promise.all([fetchOnce(sessionUrl, { headers }), fetchOnce(sessionUrl, { headers }), fetchOnce(sessionUrl, { headers })]);
    expect(api).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies).toEqual(Array.from({ length: 3 }, () => ({ success: true, path: '/api/session/fetchSession', guid })));
  });

  it.each<{ what: string; headers: Record<string, string> }>([
    { what: 'another session GUID', headers: { CustomerSessionGuid: '1b8e2a54-3c1d-4e6f-9a7b-1c2d3e4f5a6b' } },
    { what: 'another auth key', headers: { CustomerSessionGuid: guid, pleauthkey: 'key' } },
    { what: 'other cookies', headers: { CustomerSessionGuid: guid, Cookie: 'pleauthkey=key' } },
  ])('asks the API again for $what', async ({ headers }) => {
    const api = fakeApi();
    const fetchOnce = sessionReadOnce(api);
    await fetchOnce(sessionUrl, { headers: { CustomerSessionGuid: guid } });
    await fetchOnce(sessionUrl, { headers });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it.each([
    { what: 'a POST of the session', url: 'http://rigkit.internal/api/session/saveSession', method: 'POST' },
    { what: 'another read', url: 'http://rigkit.internal/api/fetchCart', method: 'GET' },
  ])('passes every call of $what through', async ({ url, method }) => {
    const api = fakeApi();
    const fetchOnce = sessionReadOnce(api);
    await fetchOnce(url, { method, headers: { CustomerSessionGuid: guid } });
    await fetchOnce(url, { method, headers: { CustomerSessionGuid: guid } });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('asks again after a read that failed', async () => {
    const api = vi.fn<typeof fetch>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(new Response('{}'));
    const fetchOnce = sessionReadOnce(api);
    await expect(fetchOnce(sessionUrl)).rejects.toThrow('down');
    await expect(fetchOnce(sessionUrl)).resolves.toBeInstanceOf(Response);
    expect(api).toHaveBeenCalledTimes(2);
  });
});
