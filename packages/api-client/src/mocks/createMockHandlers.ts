import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/schema.ts';
import {
  accountStatistics,
  authenticationKey,
  cart,
  categoryTree,
  customerLogin,
  customerPreferences,
  emptyCart,
  items,
  lookupBundle,
  manufacturers,
  shippingOptions,
  siteConfig,
  visitorPreferences,
} from './fixtures.ts';
import { selectGridItems } from './selectGridItems.ts';

type Schemas = components['schemas'];

export interface MockHandlerOptions {
  /** Where the mocked `/api` lives; the default matches any origin. @default '*\/api' */
  baseUrl?: string;
  /** The session to start from. @default 'visitor' */
  session?: 'visitor' | 'customer';
  /** The cart to start from. @default the fixture cart */
  cart?: Schemas['Cart'];
}

/** The envelope of a refused call, as the contract's error responses carry it. */
export function errorEnvelope(...errorTexts: string[]): Schemas['ErrorEnvelope'] {
  return { success: false, errors: errorTexts.map((ErrorText) => ({ ErrorText })), data: null };
}

function ok<Data>(data: Data) {
  return { success: true, errors: [], data };
}

/** A typed `http` for a test's own handlers: paths, parameters and answers are checked against the contract. */
export function createMockHttp(baseUrl = '*/api') {
  return createOpenApiHttp<paths>({ baseUrl });
}

/**
 * Typed MSW handlers for the contract, answering from the fixture set. Each call makes a fresh store: the cart
 * and session change as updateCart, saveSession, webAuth and logout are called, and never leak between tests.
 */
export function createMockHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const http = createMockHttp(options.baseUrl);
  let preferences: Schemas['CustomerSessionPreferences'] = structuredClone(options.session === 'customer' ? customerPreferences : visitorPreferences);
  let currentCart: Schemas['Cart'] = structuredClone(options.cart ?? cart);
  const bundle = (): Schemas['SessionBundle'] => ({
    CustomerSessionPreferences: preferences,
    ShoppingCart: currentCart,
    ShippingOptionsForCart: currentCart.ShippingOptions ?? [],
    MyPLEStats: preferences.IsLoggedIn ? accountStatistics : null,
  });

  return [
    http.get('/configMap', ({ response }) => response(200).json(ok(siteConfig))),
    http.get('/fetchCategories', ({ response }) => response(200).json(ok(categoryTree))),
    http.get('/fetchLookupBundle', ({ response }) => response(200).json(ok(lookupBundle))),

    http.post('/getItemGrid', async ({ request, response }) => {
      const filters = await request.json();
      return response(200).json(ok({ Items: selectGridItems(filters), Manufacturers: manufacturers, Categories: categoryTree.Categories }));
    }),
    http.get('/cc/getItemGrid', ({ query, response }) => {
      const number = (name: 'ManufacturerId' | 'InventoryCategoryId') => (query.get(name) === null ? undefined : Number(query.get(name)));
      const itemIds = query.getAll('InventoryItemIds').flatMap((ids) => String(ids).split(',')).map(Number);
      const selected = selectGridItems({
        SearchString: query.get('SearchString'),
        ManufacturerId: number('ManufacturerId'),
        InventoryCategoryId: number('InventoryCategoryId'),
        InventoryItemIds: itemIds,
      });
      return response(200).json(ok({ Items: selected, Manufacturers: manufacturers, Categories: categoryTree.Categories }));
    }),

    http.get('/fetchCart', ({ response }) => response(200).json(ok(currentCart))),
    http.post('/updateCart', async ({ request, response }) => {
      const lines = (await request.json()).ShoppingCart.ShoppingCartItems;
      const cartLines: Schemas['CartLine'][] = [];
      for (const [index, line] of lines.entries()) {
        const item = items.find((candidate) => candidate.InventoryItemId === line.InventoryItemId);
        if (!item) return response(404).json(errorEnvelope(`Item ${line.InventoryItemId} not found`));
        const unitCost = item.CustomerPriceIncTax;
        cartLines.push({ ...line, LineNumber: index + 1, ItemDescription: item.ItemDescription, ItemTypeCode: item.ItemTypeCode, UnitCost: unitCost, ExtendedCost: unitCost * line.Quantity });
      }
      currentCart = {
        ...currentCart,
        ShoppingCartItems: cartLines,
        ContainsB2B: cartLines.some((line) => line.ItemTypeCode === 'B2B'),
        ShippingOptions: cartLines.length ? structuredClone(shippingOptions) : [],
      };
      return response(200).json(ok({ ShoppingCart: currentCart, ShippingOptionsForCart: currentCart.ShippingOptions }));
    }),

    http.get('/session/fetchSession', ({ response }) => response(200).json(ok(bundle()))),
    http.post('/session/saveSession', async ({ request, response }) => {
      preferences = { ...preferences, ...(await request.json()) };
      return response(200).json(ok(bundle()));
    }),
    http.post('/session/webAuth', async ({ request, response }) => {
      const { username, password } = await request.json();
      if (username !== customerLogin.username || password !== customerLogin.password) {
        return response(401).json(errorEnvelope('Could not authenticate'));
      }
      preferences = { ...structuredClone(customerPreferences), CustomerSessionGuid: preferences.CustomerSessionGuid };
      return response(200).json(ok({ ...bundle(), AuthenticationKey: authenticationKey }));
    }),
    http.post('/session/logout', ({ response }) => {
      preferences = { ...structuredClone(visitorPreferences), CustomerSessionGuid: preferences.CustomerSessionGuid };
      currentCart = structuredClone(emptyCart);
      return response(200).json(ok(bundle()));
    }),
  ];
}
