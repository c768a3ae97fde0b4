// The private-route guard's face (spec 1 §2 "A route can be private: a visitor who is not logged in sees the login
// form instead of the page"; spec 3 §2.1). After a successful login every loader of the page runs again, now as the
// customer, and the page itself appears at the same address.
import { useRevalidator } from 'react-router';
import { LoginPanel } from './LoginPanel.tsx';

/** Designed: the spec shows only the form; one line says why it is there. */
export const LOGIN_REQUIRED_TEXT = 'Please log in to see this page.';

export function LoginRequired() {
  const revalidator = useRevalidator();
  return (
    <section className="login-page" data-guard="login-required">
      <h1 className="page-heading">Login</h1>
      <p className="notice">{LOGIN_REQUIRED_TEXT}</p>
      <LoginPanel
        onLoggedIn={async () => {
          await revalidator.revalidate();
        }}
      />
    </section>
  );
}
