import { useId, type ReactNode } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import { returnHistoryMessages as M } from './messages.ts';
import { useReturnHistory, type ReturnHistoryAria, type ReturnHistoryProps } from './useReturnHistory.ts';

const [ReturnHistoryContext, useReturnHistoryContext] = createPartsContext<{ history: ReturnHistoryAria; headingId: string }>('ReturnHistory');

export interface ReturnHistoryComponentProps extends ReturnHistoryProps {
  /** The parts to show. @default the heading with Refresh, the loading line, the error, the empty text, a failed download and the cards */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * Return History (spec 3 §2.1 /account/returns): one card per return with its CRA number, item, dates, status,
 * serial number and fault, and the return advice download; Refresh, the empty text, and the load failures with
 * Try Again. Unstyled: `data-state` (`loading`, `loaded`, `failed`) on the root.
 */
function Root({ children, className, ...props }: ReturnHistoryComponentProps) {
  const history = useReturnHistory(props);
  const headingId = useId();
  return (
    <ReturnHistoryContext value={{ history, headingId }}>
      <section className={className} data-rigkit="return-history" data-state={history.state} aria-labelledby={headingId}>
        {children ?? (
          <>
            <Header />
            <Loading />
            <ErrorAlert />
            <Empty />
            <DownloadError />
            <Cards />
          </>
        )}
      </section>
    </ReturnHistoryContext>
  );
}

/** The list's name and Refresh (Try Again takes its place after a failed load). */
function Header() {
  const { history, headingId } = useReturnHistoryContext('Header');
  return (
    <div data-part="header">
      <h2 id={headingId} data-part="heading">
        {M.heading}
      </h2>
      {history.state === 'failed' ? null : (
        <button type="button" {...history.refreshButtonProps} data-part="refresh">
          {M.refresh}
        </button>
      )}
    </div>
  );
}

/** A status line while the returns load. */
function Loading() {
  const { history } = useReturnHistoryContext('Loading');
  if (history.state !== 'loading') return null;
  return (
    <p role="status" data-part="status">
      {M.loading}
    </p>
  );
}

/** Why the returns did not load, with Try Again. */
function ErrorAlert() {
  const { history } = useReturnHistoryContext('Error');
  if (!history.errorMessage) return null;
  return (
    <div role="alert" data-part="error">
      <p>{history.errorMessage}</p>
      <button type="button" {...history.refreshButtonProps} data-part="try-again">
        {M.tryAgain}
      </button>
    </div>
  );
}

/** The text for a customer with no returns. */
function Empty() {
  const { history } = useReturnHistoryContext('Empty');
  return history.emptyMessage ? <p data-part="empty">{history.emptyMessage}</p> : null;
}

/** Why a return advice did not download. */
function DownloadError() {
  const { history } = useReturnHistoryContext('DownloadError');
  if (!history.downloadError) return null;
  return (
    <p role="alert" data-part="download-error">
      {history.downloadError}
    </p>
  );
}

/** One card per return. */
function Cards() {
  const { history } = useReturnHistoryContext('Cards');
  if (history.rows.length === 0) return null;
  return (
    <ul data-part="list">
      {history.rows.map((row) => (
        <li key={row.key} data-part="card" data-status={row.status}>
          <h3 data-part="number">{row.number}</h3>
          <p data-part="item">{row.item}</p>
          <dl data-part="details">
            <div>
              <dt>{M.created}</dt>
              <dd>{row.created}</dd>
            </div>
            {row.received ? (
              <div>
                <dt>{M.received}</dt>
                <dd>{row.received}</dd>
              </div>
            ) : null}
            <div>
              <dt>{M.status}</dt>
              <dd data-part="status-value">{row.status}</dd>
            </div>
            {row.serialNumber ? (
              <div>
                <dt>{M.serialNumber}</dt>
                <dd>{row.serialNumber}</dd>
              </div>
            ) : null}
            {row.fault ? (
              <div>
                <dt>{M.fault}</dt>
                <dd>{row.fault}</dd>
              </div>
            ) : null}
          </dl>
          {row.download ? (
            <button type="button" onClick={row.download} aria-label={row.downloadLabel} data-part="download">
              {M.downloadLabel}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `<ReturnHistory />` is `<ReturnHistory.Root />` with its default parts; compose `ReturnHistory.Root` to reorder or omit them. */
export const ReturnHistory = Object.assign((props: ReturnHistoryComponentProps) => <Root {...props} />, { Root, Header, Loading, Error: ErrorAlert, Empty, DownloadError, Cards });
