import { useId, useState } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure';
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { SafeHtml } from '../SafeHtml/SafeHtml.tsx';
import { knowledgeBaseMessages } from './messages.ts';
import type { KnowledgeBaseProps, KnowledgebaseView } from './useKnowledgeBase.ts';
import { useKnowledgeBase } from './useKnowledgeBase.ts';

export interface KnowledgeBaseComponentProps extends KnowledgeBaseProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The knowledge-base viewer (spec 1 §2): header, an accordion of questions and answers (React Aria's
 * DisclosureGroup, several open at once), footer, "Last Updated" in AWST and "Notify me". Each question has a hash
 * link that opens it. Unstyled: `data-state` (ready, error) on the root, `data-expanded` on open items.
 */
export function KnowledgeBase({ className, ...props }: KnowledgeBaseComponentProps) {
  const viewer = useKnowledgeBase(props);
  const level = props.headingLevel ?? 2;
  const titleId = useId();
  const base = props.knowledgebase;
  if (!base) {
    return (
      <section className={className} data-rigkit="knowledge-base" data-state="error">
        <p role="alert" data-part="error">
          {knowledgeBaseMessages.error}
        </p>
        {props.onRetry ? (
          <button type="button" onClick={props.onRetry} data-part="retry">
            {knowledgeBaseMessages.retry}
          </button>
        ) : null}
      </section>
    );
  }
  const Title = `h${level}` as const;
  return (
    <section className={className} data-rigkit="knowledge-base" data-state="ready" aria-labelledby={titleId}>
      <Title id={titleId} data-part="title">
        {base.KnowledgebaseName}
      </Title>
      <SafeHtml html={base.HeaderHtmlText} className="rigkit-knowledge-base-header" />
      <DisclosureGroup allowsMultipleExpanded expandedKeys={viewer.expandedKeys} onExpandedChange={viewer.onExpandedChange} data-part="items">
        {base.KnowledgebaseItems.map((item) => {
          const anchor = viewer.itemAnchor(item.KnowledgebaseItemId);
          const questionId = `${anchor.id}-question`;
          return (
            <Disclosure key={item.KnowledgebaseItemId} id={item.KnowledgebaseItemId} data-part="item">
              <div id={anchor.id} data-part="item-anchor" />
              <Heading level={level + 1} data-part="question">
                <Button slot="trigger" data-part="trigger">
                  <span id={questionId}>
                    <SafeHtml html={item.QuestionHtmlText} elementType="span" />
                  </span>
                </Button>
                <HashLink hash={anchor.hash} questionId={questionId} />
              </Heading>
              <DisclosurePanel data-part="answer">
                <SafeHtml html={item.AnswerHtmlText} />
              </DisclosurePanel>
            </Disclosure>
          );
        })}
      </DisclosureGroup>
      <footer data-part="footer">
        <SafeHtml html={base.FooterHtmlText} />
        {viewer.lastUpdated ? (
          <p data-part="last-updated">
            <time dateTime={viewer.lastUpdated.dateTime}>{viewer.lastUpdated.text}</time>
          </p>
        ) : null}
        {props.onNotify ? <NotifyMe base={base} onNotify={props.onNotify} /> : null}
      </footer>
    </section>
  );
}

/** The "#" beside a question: a link to the page with this question open, named "Link to {question}". */
function HashLink({ hash, questionId }: { hash: string; questionId: string }) {
  const id = useId();
  return (
    <a href={hash} data-part="hash-link" aria-labelledby={`${id} ${questionId}`}>
      <span id={id} hidden>
        {knowledgeBaseMessages.linkTo}
      </span>
      <span aria-hidden="true">#</span>
    </a>
  );
}

// The "Notify me" dialog loads on intent (issue 21): when the button is pointed at, focused or pressed.
const dialogPart = lazyPart(() => import('./NotifyDialog.tsx'));
const preloadDialog = () => void dialogPart.load();

/** "Notify me": a dialog with the notification form for this knowledge base's updates. */
function NotifyMe({ base, onNotify }: { base: KnowledgebaseView; onNotify: NonNullable<KnowledgeBaseProps['onNotify']> }) {
  const [isOpen, setOpen] = useState(false);
  const dialog = useLazyPart(dialogPart, isOpen);
  return (
    <>
      <Button data-part="notify" onPress={() => setOpen(true)} onHoverStart={preloadDialog} onFocus={preloadDialog}>
        {knowledgeBaseMessages.notifyMe}
      </Button>
      {dialog ? <dialog.NotifyDialog base={base} onNotify={onNotify} isOpen={isOpen} onOpenChange={setOpen} /> : null}
    </>
  );
}
