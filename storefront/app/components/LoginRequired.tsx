// The private-route guard's face (spec 1 §2 "A route can be private: a visitor who is not logged in sees the login
// form instead of the page"; spec 3 §2.1). After a successful login every loader of the page runs again, now as the
// customer, and the page itself appears at the same address.
//
// The form is its own chunk: every private page carries this guard, but only a visitor who is not logged in renders
// it, so a customer's account pages do not pay for the login form's code (issue 21's route budgets). The server
// renders it in the page as before; in the browser it hydrates once its chunk has arrived.
import { lazy, Suspense } from 'react';
import { useRevalidator } from 'react-router';

const LoginPanel = lazy(async () => ({ default: (await import('./LoginPanel.tsx')).LoginPanel }));

/** Designed: the spec shows only the form; one line says why it is there. */
export const LOGIN_REQUIRED_TEXT = 'Please log in to see this page.';

export function LoginRequired() {
  const revalidator = useRevalidator();
  return (
    <section className="login-page" data-guard="login-required">
      <h1 className="page-heading">Login</h1>
      <p className="notice">{LOGIN_REQUIRED_TEXT}</p>
      <Suspense fallback={null}>
        <LoginPanel
          onLoggedIn={async () => {
            await revalidator.revalidate();
          }}
        />
      </Suspense>
    </section>
  );
}
