// /KnowledgeBase/{id} (designed address; spec 1 §2 "Knowledge-base viewer"): the knowledge base from
// fetchKnowledgebase with its HTML sanitised on the server. An id that does not exist is the 404 page; a failed
// load shows the viewer's error state with "Try again" (spec 1 §8).
import { KnowledgeBase } from '@rigkit/react/KnowledgeBase';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/knowledge-base';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsHtml, sanitiseRequiredCmsHtml } from '../lib/cms.server.ts';
import { createNotification } from '../lib/engagement.client.ts';
import { pageMeta } from '../lib/meta.ts';
import { idParam, rethrowAsNotFound } from '../lib/notFound.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/knowledge-base.css';

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { client } = serverApi(args);
  try {
    const { data } = await client.GET('/fetchKnowledgebase/{id}', { params: { path: { id } }, signal: args.request.signal });
    const base = data.data;
    if (!base) return { id, knowledgebase: null };
    return {
      id,
      knowledgebase: {
        KnowledgebaseName: base.KnowledgebaseName,
        HeaderHtmlText: sanitiseCmsHtml(base.HeaderHtmlText),
        FooterHtmlText: sanitiseCmsHtml(base.FooterHtmlText),
        KnowledgebaseItems: base.KnowledgebaseItems.map((item) => ({
          KnowledgebaseItemId: item.KnowledgebaseItemId,
          QuestionHtmlText: sanitiseRequiredCmsHtml(item.QuestionHtmlText),
          AnswerHtmlText: sanitiseRequiredCmsHtml(item.AnswerHtmlText),
          LastUpdatedDateTime: item.LastUpdatedDateTime ?? null,
        })),
      },
    };
  } catch (error) {
    // Not found is the 404 page (rethrowAsNotFound throws the 404 response instead of the error); anything else
    // is the viewer's error state.
    try {
      rethrowAsNotFound(error);
    } catch (rethrown) {
      if (rethrown !== error) throw rethrown;
    }
    return { id, knowledgebase: null };
  }
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.knowledgebase?.KnowledgebaseName;
  return pageMeta(args, { title: name ?? 'Knowledge base', description: name ? `Answers to common questions: ${name}.` : 'Answers to common questions.' });
}

export default function KnowledgeBasePage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { id, knowledgebase } = loaderData;
  return (
    <article className="knowledge-base-page">
      {knowledgebase ? null : <h1 className="page-heading">Knowledge base</h1>}
      <KnowledgeBase
        key={id}
        knowledgebase={knowledgebase}
        headingLevel={1}
        onRetry={() => void revalidator.revalidate()}
        onNotify={(values) => createNotification(id, { ...values, NotificationType: 'KnowledgebaseGroup' })}
      />
    </article>
  );
}
