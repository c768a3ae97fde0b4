// A few operations in openapi-typescript's output shape, for the client's own tests: the same header, body,
// query, path-parameter and envelope patterns as the generated contract (spec 1 §7, spec 2 §7, spec 3 §7).

interface ErrorItem {
  ErrorText: string;
}
interface Envelope<Data> {
  success: boolean;
  errors: ErrorItem[];
  data?: Data;
}
interface ErrorEnvelope {
  success: false;
  errors: ErrorItem[];
  data: null;
}
interface SessionHeaders {
  pleauthkey?: string;
  CustomerSessionGuid: string;
}
interface CaptchaHeaders extends SessionHeaders {
  clientCaptchaKey: string;
  captchaVersion: '3' | '2';
}
interface JsonResponse<Body> {
  headers: { [name: string]: unknown };
  content: { 'application/json': Body };
}
interface ErrorResponses {
  400: JsonResponse<ErrorEnvelope>;
  403: JsonResponse<ErrorEnvelope>;
  500: JsonResponse<ErrorEnvelope>;
}
interface GridItem {
  InventoryItemId: number;
  ItemDescription: string;
  ItemTypeCode: 'STK' | 'KIT' | 'B2B';
  CustomerPriceIncTax: number;
}
interface GridResponse {
  Items: GridItem[];
}
interface NoPathItemExtras {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  put?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}

export interface operations {
  getItemGrid: {
    parameters: { query?: never; header: SessionHeaders; path?: never; cookie?: never };
    requestBody: {
      content: { 'application/json': { InventoryCategoryId?: number; SortType?: 'price' | 'description' | 'popularity' } };
    };
    responses: { 200: JsonResponse<GridResponse> } & ErrorResponses;
  };
  ccGetItemGrid: {
    parameters: {
      query?: { SearchString?: string; InventoryItemIds?: number[]; hour?: number };
      header: SessionHeaders;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: { 200: JsonResponse<GridResponse> } & ErrorResponses;
  };
  fetchPromotion: {
    parameters: { query?: never; header: SessionHeaders; path: { promotionId: number }; cookie?: never };
    requestBody?: never;
    responses: { 200: JsonResponse<Envelope<{ PromotionId: number; PromotionName: string }>> } & ErrorResponses;
  };
  fetchCart: {
    parameters: { query?: never; header: SessionHeaders; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: JsonResponse<Envelope<{ ShoppingCartItems: { InventoryItemId: number; Quantity: number }[] }>> } & ErrorResponses;
  };
  fetchSoftwareList: {
    parameters: { query?: never; header: SessionHeaders; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: JsonResponse<Envelope<{ SoftwareId: number; SoftwareName: string }[]>> } & ErrorResponses;
  };
  webAuth: {
    parameters: { query?: never; header: SessionHeaders; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': { username: string; password: string; totp?: string } } };
    responses: { 200: JsonResponse<Envelope<{ AuthenticationKey: string }>> } & ErrorResponses;
  };
  submitOrder: {
    parameters: { query?: never; header: CaptchaHeaders; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': { SalesOrderGuid: string; ClientVersion: string } } };
    responses: { 200: JsonResponse<{ Success: boolean; RedirectUrl?: string; Errors: ErrorItem[]; RetryGuid?: string }> } & ErrorResponses;
  };
  routeChange: {
    parameters: { query?: never; header: SessionHeaders & { 'X-Trace-Id': string }; path?: never; cookie?: never };
    requestBody: { content: { 'application/json': { oldRoute: string; newRoute: string } } };
    responses: { 200: JsonResponse<Envelope<null>> } & ErrorResponses;
  };
}

export interface paths {
  '/getItemGrid': NoPathItemExtras & { get?: never; post: operations['getItemGrid'] };
  '/cc/getItemGrid': NoPathItemExtras & { get: operations['ccGetItemGrid']; post?: never };
  '/fetchPromotion/{promotionId}': NoPathItemExtras & { get: operations['fetchPromotion']; post?: never };
  '/fetchCart': NoPathItemExtras & { get: operations['fetchCart']; post?: never };
  '/fetchSoftwareList': NoPathItemExtras & { get?: never; post: operations['fetchSoftwareList'] };
  '/session/webAuth': NoPathItemExtras & { get?: never; post: operations['webAuth'] };
  '/submitOrder': NoPathItemExtras & { get?: never; post: operations['submitOrder'] };
  '/routeChange': NoPathItemExtras & { get?: never; post: operations['routeChange'] };
}
