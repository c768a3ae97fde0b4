import { useId } from 'react';
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
          <section data-part="pending" aria-labelledby={`${id}-pending`}>
            <h3 id={`${id}-pending`}>{M.pendingHeading}</h3>
            {view.pendingRows.length === 0 ? (
              <p data-part="empty">{M.noPending}</p>
            ) : (
              <table data-part="table">
                <thead>
                  <tr>
                    <th scope="col">{M.invoice}</th>
                    <th scope="col">{M.date}</th>
                    <th scope="col">{M.promotion}</th>
                    <th scope="col">{M.description}</th>
                    <th scope="col">{M.action}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.pendingRows.map((row) => (
                    <tr key={row.key}>
                      <td>{row.invoice}</td>
                      <td>{row.date}</td>
                      <td>{row.name}</td>
                      <td>{row.description}</td>
                      <td>
                        <button type="button" onClick={row.redeem} disabled={view.isBusy} aria-label={row.label} data-part="redeem">
                          {row.isBusy ? M.redeeming : M.redeem}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section data-part="history" aria-labelledby={`${id}-history`}>
            <h3 id={`${id}-history`}>{M.historyHeading}</h3>
            {view.historyRows.length === 0 ? (
              <p data-part="empty">{M.noHistory}</p>
            ) : (
              <table data-part="table">
                <thead>
                  <tr>
                    <th scope="col">{M.invoice}</th>
                    <th scope="col">{M.redeemed}</th>
                    <th scope="col">{M.promotion}</th>
                    <th scope="col">{M.code}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.historyRows.map((row) => (
                    <tr key={row.key}>
                      <td>{row.invoice}</td>
                      <td>{row.date}</td>
                      <td>{row.name}</td>
                      <td data-part="code">{row.code}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section data-part="activations" aria-labelledby={`${id}-activations`}>
            <h3 id={`${id}-activations`}>{M.activationsHeading}</h3>
            {view.activationRows.length === 0 ? (
              <p data-part="empty">{M.noActivations}</p>
            ) : (
              <table data-part="table">
                <thead>
                  <tr>
                    <th scope="col">{M.invoice}</th>
                    <th scope="col">{M.date}</th>
                    <th scope="col">{M.item}</th>
                    <th scope="col">{M.action}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.activationRows.map((row) => (
                    <tr key={row.key}>
                      <td>{row.invoice}</td>
                      <td>{row.date}</td>
                      <td>{row.item}</td>
                      <td>
                        <button type="button" onClick={row.request} disabled={view.isBusy} aria-label={row.label} data-part="request-activation">
                          {row.isBusy ? M.requesting : M.requestActivation}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </section>
  );
}
