// The error page as the routes' error boundaries render it: loaded only when a page fails, so no route carries it
// in its first download (issue 21: code needed only after something happens loads then). On the server the render
// waits for it; in the browser a failed navigation keeps the previous page until it arrives, and a page that
// arrives as an error page keeps the server's HTML until then.
import { lazy } from 'react';

export const LazyStoreErrorPage = lazy(async () => ({ default: (await import('./StoreErrorPage.tsx')).StoreErrorPage }));
