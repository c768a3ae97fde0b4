import { useId } from 'react';
import { returnHistoryMessages as M } from './messages.ts';
import { useReturnHistory, type ReturnHistoryProps } from './useReturnHistory.ts';

export interface ReturnHistoryComponentProps extends ReturnHistoryProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * Return History (spec 3 §2.1 /account/returns): one card per return with its CRA number, item, dates, status,
 * serial number and fault, and the return advice download; Refresh, the empty text, and the load failures with
 * Try Again. Unstyled: `data-state` (`loading`, `loaded`, `failed`) on the root.
 */
export function ReturnHistory(props: ReturnHistoryComponentProps) {
  const history = useReturnHistory(props);
  const id = useId();
  return (
    <section className={props.className} data-rigkit="return-history" data-state={history.state} aria-labelledby={`${id}-heading`}>
      <div data-part="header">
        <h2 id={`${id}-heading`} data-part="heading">
          {M.heading}
        </h2>
        {history.state === 'failed' ? null : (
          <button type="button" {...history.refreshButtonProps} data-part="refresh">
            {M.refresh}
          </button>
        )}
      </div>
      {history.state === 'loading' ? (
        <p role="status" data-part="status">
          {M.loading}
        </p>
      ) : null}
      {history.errorMessage ? (
        <div role="alert" data-part="error">
          <p>{history.errorMessage}</p>
          <button type="button" {...history.refreshButtonProps} data-part="try-again">
            {M.tryAgain}
          </button>
        </div>
      ) : null}
      {history.emptyMessage ? <p data-part="empty">{history.emptyMessage}</p> : null}
      {history.downloadError ? (
        <p role="alert" data-part="download-error">
          {history.downloadError}
        </p>
      ) : null}
      {history.rows.length > 0 ? (
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
      ) : null}
    </section>
  );
}
