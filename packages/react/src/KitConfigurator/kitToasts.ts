// The toast module (React Stately's toast queue and the region, about 1.1 kB gzip) is needed only once the
// configurator has something to say ('Added to cart' after Buy, 'UV Printing Selection Removed' after a choice): it
// loads when the page is idle, or with the first toast, and stays out of the page's first download (issue 21).
import { lazyPart } from '../internal/lazyPart.ts';

export const toastModule = lazyPart(() => import('../Toast/index.ts'));
