import { useId, type ReactNode } from 'react';
import { redemptionsMessages as M } from './messages.ts';
import { useRedemptions, type RedemptionsProps } from './useRedemptions.ts';

export interface RedemptionsComponentProps extends RedemptionsProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * Promotion Redemption (spec 3 §2.1 /account/promotions): pending redemptions with Redeem, the history with the
 * codes, and digital licences with Request Activation and its confirmation number. Unstyled: `data-state`
 * (`loading`, `loaded`, `busy`, `failed`) on the root.
 */
export function Redemptions(props: RedemptionsComponentProps) {
  const view = useRedemptions(props);
  const id = useId();
  return (
    <section className={props.className} data-rigkit="redemptions" data-state={view.state} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} data-part="heading">
        {M.heading}
      </h2>
      {view.state === 'loading' ? <p data-part="loading">{M.loading}</p> : null}
      {view.errorMessage ? (
        <div role="alert" data-part="error">
          <p>{view.errorMessage}</p>
          <button type="button" onClick={view.retry} data-part="try-again">
            {M.tryAgain}
          </button>
        </div>
      ) : null}
      <p role="status" data-part="status">
        {view.statusMessage}
      </p>
      {view.actionError ? (
        <p role="alert" data-part="action-error">
          {view.actionError}
        </p>
      ) : null}
      {view.state === 'failed' || view.state === 'loading' ? null : (
        <>
          <TableSection
            part="pending"
            heading={M.pendingHeading}
            empty={M.noPending}
            columns={[M.invoice, M.date, M.promotion, M.description, M.action]}
            rows={view.pendingRows}
            cells={(row) => [
              row.invoice,
              row.date,
              row.name,
              row.description,
              <button key="redeem" type="button" onClick={row.redeem} disabled={view.isBusy} aria-label={row.label} data-part="redeem">
                {row.isBusy ? M.redeeming : M.redeem}
              </button>,
            ]}
          />
          <TableSection
            part="history"
            heading={M.historyHeading}
            empty={M.noHistory}
            columns={[M.invoice, M.redeemed, M.promotion, M.code]}
            rows={view.historyRows}
            cells={(row) => [
              row.invoice,
              row.date,
              row.name,
              <span key="code" data-part="code">
                {row.code}
              </span>,
            ]}
          />
          <TableSection
            part="activations"
            heading={M.activationsHeading}
            empty={M.noActivations}
            columns={[M.invoice, M.date, M.item, M.action]}
            rows={view.activationRows}
            cells={(row) => [
              row.invoice,
              row.date,
              row.item,
              <button key="request" type="button" onClick={row.request} disabled={view.isBusy} aria-label={row.label} data-part="request-activation">
                {row.isBusy ? M.requesting : M.requestActivation}
              </button>,
            ]}
          />
        </>
      )}
    </section>
  );
}

/** One of the three lists: its heading, then its table, or the empty text when it has no rows. */
function TableSection<Row extends { key: string }>(props: { part: string; heading: string; empty: string; columns: string[]; rows: readonly Row[]; cells: (row: Row) => ReactNode[] }) {
  const id = useId();
  return (
    <section data-part={props.part} aria-labelledby={id}>
      <h3 id={id}>{props.heading}</h3>
      {props.rows.length === 0 ? (
        <p data-part="empty">{props.empty}</p>
      ) : (
        <table data-part="table">
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                {props.cells(row).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
