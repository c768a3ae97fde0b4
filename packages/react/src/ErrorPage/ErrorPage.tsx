import { useRef } from 'react';
import { errorPageMessages, redirectCountdownText } from './messages.ts';
import type { ErrorPageProps } from './useErrorPage.ts';
import { useErrorPage } from './useErrorPage.ts';
import { useRenderLink } from '../RigkitProvider/RigkitProvider.tsx';

export interface ErrorPageComponentProps extends ErrorPageProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The 404, 400 and 500 pages (spec 2 §2): the spec's message, a link to the homepage or another target, and an
 * optional 5-second redirect countdown the shopper can stop. Unstyled: `data-status`, `data-layout`
 * (`full-screen` for 500) and `data-redirect-state` carry the state.
 */
export function ErrorPage(props: ErrorPageComponentProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const page = useErrorPage(props, { cancel });
  const renderLink = useRenderLink();

  return (
    <section {...page.rootProps} className={props.className} data-rigkit="error-page">
      <h1 {...page.headingProps} data-part="message">
        {page.message}
      </h1>
      <p data-part="actions">
        {renderLink({ href: page.target, children: props.linkText ?? errorPageMessages.homeLink, 'data-part': 'link' })}
      </p>
      {page.redirectState === 'counting' ? (
        <p data-part="redirect">
          <span {...page.countdownProps} data-part="countdown">
            {redirectCountdownText(page.secondsLeft)}
          </span>{' '}
          <button {...page.cancelButtonProps} ref={cancel} data-part="cancel-redirect">
            {errorPageMessages.cancelRedirect}
          </button>
        </p>
      ) : null}
    </section>
  );
}
