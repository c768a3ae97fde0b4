import type { ReactNode } from 'react';
import { useId } from 'react';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { documentListMessages as M } from './messages.ts';
import type { DocumentListAria, DocumentListProps } from './useDocumentList.ts';
import { useDocumentList } from './useDocumentList.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

const [DocumentListContext, useDocumentListContext] = createPartsContext<{ list: DocumentListAria; headingId: string }>('DocumentList');

export interface DocumentListComponentProps extends DocumentListProps {
  /** The parts to show. @default the heading with Refresh, the error, the empty text and the cards */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/**
 * Quotes, orders, invoices or work orders as a card grid (spec 3 §2.9): number, date, status, store, total, with
 * Refresh, an empty text and Try Again on error. Unstyled: `data-state` (`loading`, `loaded`, `refreshing`, `failed`).
 */
function Root({ children, className, ...props }: DocumentListComponentProps) {
  const list = useDocumentList(props);
  const headingId = useId();
  return (
    <DocumentListContext value={{ list, headingId }}>
      <section className={className} data-rigkit="document-list" data-kind={list.kind} data-state={list.state} aria-labelledby={headingId} aria-busy={list.state === 'loading' || list.state === 'refreshing'}>
        {children ?? (
          <>
            <Header />
            <ErrorAlert />
            <Empty />
            <Cards />
          </>
        )}
      </section>
    </DocumentListContext>
  );
}

/** The list's name and Refresh. */
function Header() {
  const { list, headingId } = useDocumentListContext('Header');
  return (
    <div data-part="header">
      <h2 id={headingId} data-part="heading">
        {list.heading}
      </h2>
      <button type="button" data-part="refresh" {...list.refreshButtonProps}>
        {list.state === 'refreshing' ? M.refreshing : M.refresh}
      </button>
    </div>
  );
}

/** "Failed to load …" or "An error occurred while fetching …", with Try Again. */
function ErrorAlert() {
  const { list } = useDocumentListContext('Error');
  return (
    <div role="alert" data-part="error">
      {list.errorMessage ? (
        <>
          <p>{list.errorMessage}</p>
          <button type="button" data-part="try-again" onClick={list.refreshButtonProps.onClick}>
            {M.tryAgain}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The empty text, or the loading line before the first answer. */
function Empty() {
  const { list } = useDocumentListContext('Empty');
  if (list.state === 'loading') return <p data-part="loading">{M.loading}</p>;
  if (!list.emptyMessage) return null;
  return <p data-part="empty">{list.emptyMessage}</p>;
}

/** One card per document. */
function Cards() {
  const { list } = useDocumentListContext('Cards');
  if (list.cards.length === 0) return null;
  return (
    <ul data-part="cards">
      {list.cards.map((card) => (
        <li key={card.key} data-part="card">
          <h3 data-part="number">
            {card.href ? (
              <RigkitLink href={card.href} data-part="card-link">
                {card.number}
              </RigkitLink>
            ) : (
              card.number
            )}
          </h3>
          <dl data-part="fields">
            <div data-part="date">
              <dt>{M.date}</dt>
              <dd>{card.date}</dd>
            </div>
            <div data-part="status">
              <dt>{M.status}</dt>
              <dd>{card.status}</dd>
            </div>
            {card.store ? (
              <div data-part="store">
                <dt>{M.store}</dt>
                <dd>{card.store}</dd>
              </div>
            ) : null}
            {card.total ? (
              <div data-part="total">
                <dt>{M.total}</dt>
                <dd>{card.total}</dd>
              </div>
            ) : null}
            {card.details.map((detail) => (
              <div key={detail.label} data-part="detail">
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** `<DocumentList />` is `<DocumentList.Root />` with its default parts. */
export const DocumentList = Object.assign((props: DocumentListComponentProps) => <Root {...props} />, { Root, Header, Error: ErrorAlert, Empty, Cards });
