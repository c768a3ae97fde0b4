// The root loader's legacy-categories switch (spec 1 §3, §7; issue 17 A7): the site config's useLegacyCategories
// picks fetchCategoriesLegacy over fetchCategories for the header's tree. The loader runs here as the storefront
// server runs it, with the /api answered by a stand-in fetch that records what was called.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiContext } from './lib/api-context.ts';
import { loader } from './root.tsx';

const envelope = (data: unknown) => new Response(JSON.stringify({ success: true, errors: [], data }), { headers: { 'content-type': 'application/json' } });

// Each tree names its source, so the test sees which one reached the header.
const tree = (name: string) => ({
  Categories: [{ InventoryCategoryId: 116, CategoryName: name, ChildCategories: [{ InventoryCategoryId: 117, CategoryName: 'Keyboards' }] }],
  CategoryGroups: [],
});

async function runRootLoader(useLegacyCategories: boolean) {
  const called: string[] = [];
  const fetchApi = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    called.push(path);
    if (path === '/configMap') return envelope({ useLegacyCategories, warehouses: [], siteName: 'rigkit' });
    if (path === '/fetchCategories') return envelope(tree('Peripherals (current tree)'));
    if (path === '/fetchCategoriesLegacy') return envelope(tree('Peripherals (legacy tree)'));
    if (path === '/session/fetchSession') return envelope({ CustomerSessionPreferences: { IsLoggedIn: false }, ShoppingCart: { ShoppingCartItems: [] } });
    return new Response('not found', { status: 404 });
  };
  const context = new RouterContextProvider();
  context.set(apiContext, { origin: 'http://store.test', fetch: fetchApi as typeof fetch });
  const request = new Request('http://store.test/');
  const data = await loader({ request, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<typeof loader>[0]);
  return { called, data };
}

describe("the root loader's legacy-categories switch", () => {
  it('loads the tree from fetchCategories while the switch is off', async () => {
    const { called, data } = await runRootLoader(false);
    expect(called).toContain('/fetchCategories');
    expect(called).not.toContain('/fetchCategoriesLegacy');
    expect(data.navigation.map((entry) => entry.label)).toEqual(['Peripherals (current tree)']);
  });

  it('loads the tree from fetchCategoriesLegacy when the site config turns the switch on', async () => {
    const { called, data } = await runRootLoader(true);
    expect(called).toContain('/fetchCategoriesLegacy');
    expect(called).not.toContain('/fetchCategories');
    expect(data.navigation.map((entry) => entry.label)).toEqual(['Peripherals (legacy tree)']);
    expect(data.categoryTree[0]?.CategoryName).toBe('Peripherals (legacy tree)');
  });
});
