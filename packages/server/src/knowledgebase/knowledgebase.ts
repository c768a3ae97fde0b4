// fetchKnowledgebase/{id} (spec 1 §2 "Knowledge-base viewer", §3 "Knowledge base", §7): header, question and
// answer items in order, footer. LastUpdatedDateTime is written in Perth time (the viewer stamps AWST).
import { isStoredInteger } from '../db/storedInteger.ts';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { localIsoString } from '../seed/appointmentSlots.ts';

export const knowledgebaseNotFound = (id: number): string => `Knowledge base ${id} was not found`;

export async function knowledgebase(context: OperationContext<'GET', '/fetchKnowledgebase/{id}'>) {
  const id = Number(context.pathParameters['id']);
  if (!isStoredInteger(id)) throw new ApiError(404, knowledgebaseNotFound(id));
  const base = await context.services.db.selectFrom('knowledgebases').selectAll().where('knowledgebase_id', '=', id).executeTakeFirst();
  if (!base) throw new ApiError(404, knowledgebaseNotFound(id));
  const items = await context.services.db.selectFrom('knowledgebase_items').selectAll().where('knowledgebase_id', '=', id).orderBy('sort_order').orderBy('knowledgebase_item_id').execute();
  return {
    KnowledgebaseName: base.knowledgebase_name,
    HeaderHtmlText: base.header_html_text,
    FooterHtmlText: base.footer_html_text,
    KnowledgebaseItems: items.map((item) => ({
      KnowledgebaseItemId: item.knowledgebase_item_id,
      KnowledgebaseGroupId: item.knowledgebase_group_id,
      SortOrder: item.sort_order,
      QuestionHtmlText: item.question_html_text,
      AnswerHtmlText: item.answer_html_text,
      LastUpdatedDateTime: localIsoString(item.last_updated_at, 'Australia/Perth'),
    })),
  };
}

