// The seeded "Custom PC Build Times" knowledge base (packages/server/src/seed/knowledgebases.ts), sanitised.
import { sanitiseHtml } from '../SafeHtml/sanitiseHtml.ts';
import type { KnowledgebaseView } from './useKnowledgeBase.ts';

export const buildTimes: KnowledgebaseView = {
  KnowledgebaseName: 'Custom PC Build Times',
  HeaderHtmlText: sanitiseHtml('<p>Every custom PC is built and tested by our technicians.</p>'),
  FooterHtmlText: sanitiseHtml('<p>Still unsure? <a href="/Contact">Contact your local store</a>.</p>'),
  KnowledgebaseItems: [
    { KnowledgebaseItemId: 301, QuestionHtmlText: sanitiseHtml('When will my custom PC ship?'), AnswerHtmlText: sanitiseHtml('<p>Most builds ship within <strong>3 to 5 business days</strong> once every part is in stock.</p>'), LastUpdatedDateTime: '2026-10-28T09:15:00+08:00' },
    { KnowledgebaseItemId: 302, QuestionHtmlText: sanitiseHtml('What testing is done before dispatch?'), AnswerHtmlText: sanitiseHtml('<p>Each PC runs a 4-hour stress test of the CPU, graphics card and memory.</p>'), LastUpdatedDateTime: '2026-11-18T14:20:00+08:00' },
    { KnowledgebaseItemId: 303, QuestionHtmlText: sanitiseHtml('Can I change my build after ordering?'), AnswerHtmlText: sanitiseHtml('<p>Yes, until the build starts.</p>'), LastUpdatedDateTime: '2026-11-01T08:00:00+08:00' },
  ],
};
