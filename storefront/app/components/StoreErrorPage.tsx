// The 404, 400 and 500 pages (spec 2 §2) from a thrown loader error, with the ErrorPage widget: the spec's text,
// a link home, and (where the spec asks, e.g. a failed product fetch) the 5-second redirect countdown.
import { ErrorPage, errorPageStatusFor } from '@rigkit/react/ErrorPage';
import { isRouteErrorResponse, Link, useNavigate } from 'react-router';

export function StoreErrorPage({ error, autoRedirect = false }: { error: unknown; autoRedirect?: boolean }) {
  const navigate = useNavigate();
  const status = errorPageStatusFor(isRouteErrorResponse(error) ? error.status : 500);
  return (
    <ErrorPage
      status={status}
      className="error-page"
      autoRedirect={autoRedirect}
      onRedirect={(target) => void navigate(target)}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
