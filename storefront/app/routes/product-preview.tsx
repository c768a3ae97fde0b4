// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/product.css';
// /ProductPreview/{itemGuid} (spec 2 §2): the product page by item guid, with no address correction.
export { default, ErrorBoundary, loader, meta } from './product.tsx';
