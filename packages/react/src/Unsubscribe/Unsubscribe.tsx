import { unsubscribeMessages as M } from './messages.ts';
import { useUnsubscribe, type UnsubscribeProps } from './useUnsubscribe.ts';

export interface UnsubscribeComponentProps extends UnsubscribeProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * Unsubscribe (spec 3 §2.11): "Block all marketing emails" and Unsubscribe, then the saved message or the failure.
 * Unstyled: `data-state` (`idle`, `loading`, `success`, `error`) on the root.
 */
export function Unsubscribe(props: UnsubscribeComponentProps) {
  const unsubscribe = useUnsubscribe(props);
  return (
    <div className={props.className} data-rigkit="unsubscribe" data-state={unsubscribe.state}>
      {unsubscribe.state === 'success' ? null : (
        <form {...unsubscribe.formProps} data-part="form">
          <p data-part="intro">{M.intro(props.emailAddress)}</p>
          <label data-part="block-all">
            <input type="checkbox" checked={unsubscribe.blockAll} onChange={(event) => unsubscribe.setBlockAll(event.target.checked)} />
            {M.blockAll}
          </label>
          <button type="submit" disabled={unsubscribe.state === 'loading'} data-part="submit">
            {unsubscribe.state === 'loading' ? M.submitting : M.submit}
          </button>
        </form>
      )}
      <p role="status" data-part="status">
        {unsubscribe.state === 'success' ? M.saved : null}
      </p>
      {unsubscribe.state === 'error' ? (
        <p role="alert" data-part="error">
          {M.failed}
        </p>
      ) : null}
    </div>
  );
}
