// Addresses of the store (spec 2 §2): one slug rule and one builder per route, used by server, widgets and storefront.
export { MAX_SLUG_LENGTH, slug } from './slug.ts';
export type { SlugCase } from './slug.ts';
export { brandPath, buildListPath, categoryGroupPath, categoryPath, COUPON_LINK_PARAMETER, couponLinkPath, kitConfigurationPath, productPath, uvPrintDesignerPath, uvUploadedImagePath } from './paths.ts';
export { plainRedirectTarget } from './plainRedirect.ts';
export type { PlainRedirect } from './plainRedirect.ts';
export { sameSitePath } from './sameSitePath.ts';
