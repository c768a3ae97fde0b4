import { useId, type ReactNode } from 'react';
import { createPartsContext } from '../internal/createPartsContext.ts';
import { redemptionsMessages as M } from './messages.ts';
import { useRedemptions, type RedemptionsAria, type RedemptionsProps } from './useRedemptions.ts';

const [RedemptionsContext, useRedemptionsContext] = createPartsContext<{ view: RedemptionsAria; headingId: string }>('Redemptions');

export interface RedemptionsComponentProps extends RedemptionsProps {
  /** The parts to show. @default the heading, the loading line, the error, the status line, a failed action and the three lists */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * Promotion Redemption (spec 3 §2.1 /account/promotions): pending redemptions with Redeem, the history with the
 * codes, and digital licences with Request Activation and its confirmation number. Unstyled: `data-state`
 * (`loading`, `loaded`, `busy`, `failed`) on the root.
 */
function Root({ children, className, ...props }: RedemptionsComponentProps) {
  const view = useRedemptions(props);
  const headingId = useId();
  return (
    <RedemptionsContext value={{ view, headingId }}>
      <section className={className} data-rigkit="redemptions" data-state={view.state} aria-labelledby={headingId}>
        {children ?? (
          <>
            <Heading />
            <Loading />
            <ErrorAlert />
            <Status />
            <ActionError />
            <Pending />
            <History />
            <Activations />
          </>
        )}
      </section>
    </RedemptionsContext>
  );
}

function Heading() {
  const { headingId } = useRedemptionsContext('Heading');
  return (
    <h2 id={headingId} data-part="heading">
      {M.heading}
    </h2>
  );
}

/** A line while the lists load. */
function Loading() {
  const { view } = useRedemptionsContext('Loading');
  return view.state === 'loading' ? <p data-part="loading">{M.loading}</p> : null;
}

/** Why the lists did not load, with Try Again. */
function ErrorAlert() {
  const { view } = useRedemptionsContext('Error');
  if (!view.errorMessage) return null;
  return (
    <div role="alert" data-part="error">
      <p>{view.errorMessage}</p>
      <button type="button" onClick={view.retry} data-part="try-again">
        {M.tryAgain}
      </button>
    </div>
  );
}

/** A live line that says what a redeem or an activation request did; always present so screen readers hear it. */
function Status() {
  const { view } = useRedemptionsContext('Status');
  return (
    <p role="status" data-part="status">
      {view.statusMessage}
    </p>
  );
}

/** Why a redeem or an activation request failed. */
function ActionError() {
  const { view } = useRedemptionsContext('ActionError');
  if (!view.actionError) return null;
  return (
    <p role="alert" data-part="action-error">
      {view.actionError}
    </p>
  );
}

const hasLists = (view: RedemptionsAria) => view.state !== 'failed' && view.state !== 'loading';

/** Pending redemptions, each with Redeem. */
function Pending() {
  const { view } = useRedemptionsContext('Pending');
  if (!hasLists(view)) return null;
  return (
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
  );
}

/** Redeemed promotions with their codes. */
function History() {
  const { view } = useRedemptionsContext('History');
  if (!hasLists(view)) return null;
  return (
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
  );
}

/** Digital licences, each with Request Activation. */
function Activations() {
  const { view } = useRedemptionsContext('Activations');
  if (!hasLists(view)) return null;
  return (
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

/** `<Redemptions />` is `<Redemptions.Root />` with its default parts; compose `Redemptions.Root` to reorder or omit them. */
export const Redemptions = Object.assign((props: RedemptionsComponentProps) => <Root {...props} />, { Root, Heading, Loading, Error: ErrorAlert, Status, ActionError, Pending, History, Activations });
