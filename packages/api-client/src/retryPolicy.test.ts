import { describe, expect, it } from 'vitest';
import { defaultRetries, isRetryableStatus, operationName, retryDelayMs } from './retryPolicy.ts';

describe('retry policy (spec 1 §7, §8, §9; spec 2 §7)', () => {
  it('waits 200 ms between tries', () => {
    expect(retryDelayMs).toBe(200);
  });

  it.each([
    ['GET', 'fetchPromotion', 3],
    ['POST', 'fetchSoftwareList', 3],
    ['GET', 'fetchSoftware', 3],
    ['POST', 'fetchSoftwarePCCompat', 3],
    ['POST', 'fetchSoftwareCompatibility', 3],
    ['GET', 'fetchCart', 1],
    ['GET', 'configMap', 1],
    ['GET', 'cc/getItemGrid', 1],
    ['POST', 'getItemGrid', 1],
    ['POST', 'fetchBanners', 1],
    ['POST', 'FetchInventoryItemPrintable', 1],
    ['POST', 'updateCart', 0],
    ['POST', 'submitOrder', 0],
    ['POST', 'session/webAuth', 0],
    ['POST', 'orders/UpdateItemOnActiveSalesOrder', 0],
    ['DELETE', 'deleteWishlist', 0],
  ])('%s %s is retried %i times by default', (method, operation, retries) => {
    expect(defaultRetries(method, operation)).toBe(retries);
  });

  it.each([
    [200, true],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [413, false],
    [422, false],
  ])('HTTP %i retryable: %s', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });

  it.each([
    ['/fetchPromotion/{promotionId}', 'fetchPromotion'],
    ['/fetchMyBuildCertificate/{sessionGuid}/{buildId}', 'fetchMyBuildCertificate'],
    ['/fetchDocumentPdf/{documentType}/{guid}/{number}', 'fetchDocumentPdf'],
    ['/session/webAuth', 'session/webAuth'],
    ['/cc/getItemGrid', 'cc/getItemGrid'],
    ['/BannerActiveTrack', 'BannerActiveTrack'],
  ])('names %s %s', (path, name) => {
    expect(operationName(path)).toBe(name);
  });
});
