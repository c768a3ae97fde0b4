// The 404, 400 and 500 pages (spec 2 §2) from a thrown loader error, with the ErrorPage widget: the spec's text, a
// link home, and the 5-second redirect countdown (spec 2 §4, §9). Designed: the 400 and 500 pages count down to
// the homepage, since the page asked for cannot be shown; the 404 page stays, so the shopper can read and correct
// the address (a route may still ask for the countdown, as the product page does after a failed fetch).
import { ErrorPage, errorPageStatusFor } from '@rigkit/react/ErrorPage';
import { isRouteErrorResponse, Link, useNavigate } from 'react-router';
import { apiErrorStatus } from '../lib/apiErrors.ts';

export function StoreErrorPage({ error, autoRedirect }: { error: unknown; autoRedirect?: boolean }) {
  const navigate = useNavigate();
  const status = errorPageStatusFor(isRouteErrorResponse(error) ? error.status : apiErrorStatus(error));
  return (
    <ErrorPage
      status={status}
      className="error-page"
      autoRedirect={autoRedirect ?? status !== 404}
      onRedirect={(target) => void navigate(target)}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
