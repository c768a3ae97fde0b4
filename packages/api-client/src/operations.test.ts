// Coverage of the /api contract (issue 3 item 10): every call named in the calls sections of the three specs
// (spec 1 §7, spec 2 §7, spec 3 §7), and the few designed calls their screens need, is listed here by hand, so an operation that disappears from openapi/ (the
// bundle) or from the generated operations list fails this test. The bundle is read through Redocly's JSON output,
// not through the generated list, so the two are checked against each other.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './generated/operations.ts';

type Method = 'get' | 'post';
type Listed = readonly [method: Method, path: string];

// Spec 1 §7, in the order of its table.
const spec1: readonly Listed[] = [
  ['post', '/routeChange'],
  ['get', '/fetchCart'],
  ['post', '/updateCart'],
  ['post', '/session/saveSession'],
  ['get', '/session/fetchSession'],
  ['post', '/session/webAuth'],
  // Spec 1 §7's GET forms of logout and smsTotp: POST only, since a state change on GET can be sent cross-site (issue 14 item 3).
  ['post', '/confirmTotp'],
  ['post', '/smsTotp'],
  ['get', '/configMap'],
  ['get', '/fetchCategories'],
  ['get', '/fetchCategoriesLegacy'],
  ['get', '/fetchLookupBundle'],
  ['post', '/getItemGrid'],
  ['get', '/cc/getItemGrid'],
  ['post', '/applyCouponToCart'],
  ['post', '/BannerActiveTrack'],
  ['post', '/fetchBanners'],
  ['post', '/checkCaptcha'],
  ['get', '/fetchAppointmentSlots'],
  ['post', '/bookAppointment'],
  ['post', '/fetchAccountDetails'],
  ['post', '/sendContactForm'],
  ['post', '/fetchInstagramMedia'],
  ['post', '/createCustomerNotification'],
  ['get', '/fetchKnowledgebase/{id}'],
  ['get', '/fetchAddressSuggestions/{text}'],
  ['get', '/fetchAddress/{id}'],
  ['post', '/addToMailingList'],
  ['get', '/fetchReviews'],
  ['get', '/fetchReviews/{groupId}'],
  ['post', '/fetchSoftwareList'],
  ['post', '/fetchSoftwarePCCompat'],
  ['get', '/fetchSoftware/{id}'],
  ['post', '/fetchLocationFromPostcode'],
  ['post', '/fetchPostcodeFromLocation'],
  ['post', '/fetchUvPrintConfig'],
];

// Spec 2 §7, in the order of its table (fetchCart, getItemGrid, cc/getItemGrid, fetchSoftwareList, fetchBanners,
// fetchUvPrintConfig, fetchAccountDetails, applyCouponToCart and sendContactForm are already in spec 1's list).
const spec2: readonly Listed[] = [
  ['post', '/fetchItem'],
  ['post', '/fetchShipping'],
  ['post', '/fetchKitCategoryOptions'],
  ['post', '/fetchBannersForItemList'],
  ['post', '/fetchKitConfig'],
  ['get', '/fetchKitConfig'],
  ['post', '/updateKitConfig'],
  ['post', '/fetchSoftwareCompatibility'],
  ['get', '/fetchUvPrintDesigns'],
  ['get', '/fetchFeaturedUvPrintDesigns'],
  ['post', '/updateUvPrintConfig'],
  ['post', '/deleteUvPrintConfig'],
  ['post', '/FetchInventoryItemPrintable'],
  ['post', '/avScanUploadFile'],
  ['get', '/FetchSampleImageList'],
  ['get', '/fetchAiModelList'],
  ['get', '/fetchAiImageList'],
  ['post', '/fetchAiImages'],
  ['post', '/fetchAiImagesFromConversation'],
  ['post', '/orders/returnActiveOrders'],
  ['post', '/orders/addItemToActiveSalesOrder'],
  ['post', '/createShareableCart'],
  ['post', '/minifyUrl'],
  ['post', '/fetchCategory'],
  ['post', '/fetchCategoryGroup'],
  ['post', '/fetchBrand'],
  ['get', '/fetchPromotion/{promotionId}'],
  ['get', '/fetchYoutubePlaylistItems/{playlistId}'],
  ['get', '/fetchLatestNewsletter'],
  ['post', '/updatePassword'],
];

// Spec 3 §7, in the order of its lists (calls already in spec 1 or 2 are not repeated). Where spec 3 §7 gives no
// method (fetchWishlistItems, deleteWishlistItem, deleteWishlist) the contract uses POST like the other wishlist calls.
const spec3: readonly Listed[] = [
  ['post', '/session/logout'],
  ['post', '/session/upgrade'],
  ['get', '/session/fetchFreshCheckoutState'],
  ['post', '/createAccount'],
  ['post', '/forgotPassword'],
  ['post', '/resetPassword'],
  ['get', '/fetchAccountDetails'],
  ['post', '/editAccountDetails'],
  ['get', '/enableTotp'],
  ['post', '/disableTotp'],
  ['post', '/lookupWebpage'],
  ['post', '/createChatConnection'],
  ['post', '/sendMessageToChat'],
  // Spec 3 §4.2 realtime "message" events: the reference server's Server-Sent Events stream (issue 18 item 8).
  ['get', '/chatEvents/{conversationGuid}'],
  ['get', '/fetchAccountVerificationAttempts/{documentGuid}'],
  ['post', '/attemptAccountVerification'],
  ['post', '/fetchCheckoutStateExistingOrder'],
  ['post', '/orders/patchExistingOrder'],
  ['post', '/submitOrder'],
  ['post', '/fetchUberAvailability'],
  ['get', '/fetchCheckoutUpsells'],
  ['get', '/fetchPaymentMethodsForCustomer'],
  ['get', '/fetchStoreCredit'],
  ['post', '/fetchGiftVoucherBalance'],
  ['post', '/fetchBraintreeClientId'],
  ['post', '/createPaypalOrder'],
  ['post', '/confirmZipPayment'],
  ['post', '/fetchDocument'],
  ['post', '/auditLog'],
  ['post', '/patchSalesOrderPostCheckout'],
  ['post', '/fetchMyBuildItemBundle'],
  ['get', '/fetchMyBuildCertificate/{sessionGuid}/{buildId}'],
  ['post', '/orders/fetchOrder'],
  ['post', '/orders/fetchSalesOrderItemKitDetails'],
  ['post', '/orders/UpdateItemOnActiveSalesOrder'],
  ['post', '/orders/removeItemFromActiveSalesOrder'],
  ['post', '/orders/cancelActiveSalesOrder'],
  ['get', '/fetchDocumentPdf/{documentType}/{guid}/{number}'],
  ['post', '/fetchDocuments'],
  ['post', '/storeCard'],
  ['get', '/fetchStoredCardList'],
  ['post', '/fetchWishlists'],
  ['post', '/createWishlist'],
  ['post', '/fetchWishlistInformation'],
  ['post', '/fetchWishlistItems'],
  ['post', '/updateWishlistItem'],
  ['post', '/deleteWishlistItem'],
  ['post', '/updateWishlistName'],
  ['post', '/updateWishlistPublic'],
  ['post', '/deleteWishlist'],
  ['get', '/fetchPendingDigitalActivations'],
  ['post', '/requestDigitalActivation'],
  ['get', '/fetchPendingRedemptions/{customerGuid}'],
  ['get', '/fetchRedemptionHistory/{customerGuid}'],
  ['post', '/redeemCode'],
  ['post', '/fetchProducts'],
  ['post', '/addCustomerReturn'],
  ['post', '/fetchReturnAdvicePdf'],
  ['post', '/fetchWorkOrders'],
  ['post', '/fetchNotifications'],
  ['post', '/cancelNotification'],
  ['post', '/blockEmail'],
  ['post', '/cancelFetch'],
  ['post', '/Satisfaction'],
];

// Designed calls the specs' screens need but their calls sections do not name (each marked x-rigkit-designed).
const designed: readonly Listed[] = [
  // Spec 2 §2 "Cart page": Add to wishlist.
  ['post', '/addItemsToWishlist'],
  // Spec 2 §2 product page: attachments (safety data sheets) are linked; spec 2 §3 names them by id and file name.
  ['get', '/attachments/{binaryObjectId}/{originalFilename}'],
];

const listed: readonly Listed[] = [...spec1, ...spec2, ...spec3, ...designed];

// Calls the specs protect with a captcha (spec 1 §4 and §7, spec 3 §7).
const captchaProtected: readonly Listed[] = [
  ['post', '/checkCaptcha'],
  ['post', '/bookAppointment'],
  ['post', '/sendContactForm'],
  ['post', '/createAccount'],
  ['post', '/forgotPassword'],
  ['post', '/submitOrder'],
  ['post', '/patchSalesOrderPostCheckout'],
];

/** Sent a captcha that the server reads only past its attempt limits (issue 14 items 1, 8): optional headers. */
const captchaPastLimits: readonly Listed[] = [['post', '/session/webAuth']];

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  $ref?: string;
}
interface Media {
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
interface Bundle {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { parameters: Record<string, Parameter> };
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const key = ([method, path]: Listed) => `${method.toUpperCase()} ${path}`;
let bundle: Bundle;
let workDir: string;

beforeAll(() => {
  // Redocly re-emits the committed bundle as JSON: the same document, readable without a YAML parser.
  workDir = mkdtempSync(join(tmpdir(), 'rigkit-operations-'));
  const out = join(workDir, 'bundled.json');
  execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['bundle', join(root, 'openapi', 'bundled.yaml'), '--ext', 'json', '-o', out], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  bundle = JSON.parse(readFileSync(out, 'utf8')) as Bundle;
}, 30_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function operationOf(entry: Listed): Operation {
  const operation = bundle.paths[entry[1]]?.[entry[0]];
  if (!operation) throw new Error(`${key(entry)} is missing from openapi/bundled.yaml`);
  return operation;
}

function headersOf(entry: Listed): Parameter[] {
  return (operationOf(entry).parameters ?? [])
    .map((parameter) => (parameter.$ref ? bundle.components.parameters[parameter.$ref.split('/').pop() ?? ''] : parameter))
    .filter((parameter): parameter is Parameter => parameter?.in === 'header');
}

const hasExample = (media: Media) => media.example !== undefined || Object.keys(media.examples ?? {}).length > 0;

describe('contract coverage', () => {
  it('lists each method and path once', () => {
    expect(new Set(listed.map(key)).size).toBe(listed.length);
  });

  it.each(listed.map((entry) => [key(entry), entry] as const))('%s is in the bundle', (_name, entry) => {
    expect(bundle.paths[entry[1]]?.[entry[0]], key(entry)).toBeDefined();
  });

  it.each(listed.map((entry) => [key(entry), entry] as const))('%s is in the generated operations list', (_name, entry) => {
    expect(operations.some((operation) => operation.method === entry[0] && operation.path === entry[1])).toBe(true);
  });

  it('has no operation in the bundle or the generated list that this test does not list', () => {
    const inBundle = Object.entries(bundle.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = listed.map(key).sort();
    expect([...inBundle].sort()).toEqual(expected);
    expect(operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort()).toEqual(expected);
  });

  it('explains every designed part: x-rigkit-designed always comes with a one-line x-rigkit-reason', () => {
    const marked: { at: string; designed: unknown; reason: unknown }[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${at}/${index}`));
      else if (typeof node === 'object' && node !== null) {
        const record = node as Record<string, unknown>;
        if ('x-rigkit-designed' in record || 'x-rigkit-reason' in record) {
          marked.push({ at, designed: record['x-rigkit-designed'], reason: record['x-rigkit-reason'] });
        }
        for (const [name, child] of Object.entries(record)) walk(child, `${at}/${name}`);
      }
    };
    walk(bundle, '#');
    expect(marked.length).toBeGreaterThan(0);
    for (const mark of marked) {
      expect(mark.designed, mark.at).toBe(true);
      expect(typeof mark.reason === 'string' && mark.reason.length > 10 && !mark.reason.includes('\n'), mark.at).toBe(true);
    }
  });

  it('gives every operation a unique operationId that matches the generated list', () => {
    const ids = listed.map((entry) => operationOf(entry).operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([...ids].sort());
  });
});

describe.each(listed.map((entry) => [key(entry), entry] as const))('%s', (_name, entry) => {
  // CustomerSessionGuid is optional since the server alone mints it (issue 14 item 2): a new visitor has none to send.
  it('carries the optional pleauthkey and CustomerSessionGuid headers', () => {
    const headers = headersOf(entry);
    expect(headers.find((header) => header.name === 'pleauthkey')?.required ?? false).toBe(false);
    expect(headers.find((header) => header.name === 'CustomerSessionGuid')).toMatchObject({ required: false });
  });

  it('has a summary and a tag', () => {
    const operation = operationOf(entry);
    expect(operation.summary?.trim().length ?? 0).toBeGreaterThan(0);
    expect(operation.tags?.length ?? 0).toBeGreaterThan(0);
  });

  it('has a success response example, and a request example when it takes a body', () => {
    const operation = operationOf(entry);
    const success = Object.values(operation.responses?.['200']?.content ?? {});
    expect(success.length).toBeGreaterThan(0);
    expect(success.every(hasExample)).toBe(true);
    const request = Object.values(operation.requestBody?.content ?? {});
    expect(request.every(hasExample)).toBe(true);
  });

  const isPastLimits = captchaPastLimits.some((c) => key(c) === key(entry));
  it(captchaProtected.some((c) => key(c) === key(entry)) ? 'requires the captcha headers' : isPastLimits ? 'takes optional captcha headers' : 'has no captcha headers', () => {
    const captcha = headersOf(entry).filter((header) => header.name === 'clientCaptchaKey' || header.name === 'captchaVersion');
    if (captchaProtected.some((c) => key(c) === key(entry))) {
      expect(captcha.map((header) => [header.name, header.required])).toEqual([
        ['clientCaptchaKey', true],
        ['captchaVersion', true],
      ]);
    } else if (isPastLimits) {
      expect(captcha.map((header) => [header.name, header.required ?? false])).toEqual([
        ['clientCaptchaKey', false],
        ['captchaVersion', false],
      ]);
    } else {
      expect(captcha).toEqual([]);
    }
  });
});
