// /ProductPreview/{itemGuid} (spec 2 §2): the product page by item guid, with no address correction.
export { default, ErrorBoundary, loader, meta } from './product.tsx';
