import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './theme/theme.css';

// One sheet per widget; Vite's glob picks up every one without a list to keep in step.
import.meta.glob('./theme/widgets/*.css', { eager: true });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <Link to="/" className="site-brand">
            rigkit PC store
          </Link>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <p>Prices in AUD including GST. Delivery Australia-wide; click and collect in WA and VIC.</p>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Error texts of spec 2 §2: 404, 400 and 500 each with a link home.
const errorTexts: Record<number, string> = {
  404: 'The page you requested could not be found!',
  400: 'There was an issue displaying this page',
  500: 'There was an issue with the page you were looking at',
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = errorTexts[status] ?? errorTexts[500];
  return (
    <section className="error-page" data-status={status}>
      <h1>{text}</h1>
      <p>
        <Link to="/">Go to the homepage</Link>
      </p>
    </section>
  );
}
