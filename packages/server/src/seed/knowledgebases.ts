// Knowledge bases with question-and-answer items (spec 1 §3 "Knowledge base", §2 viewer). Ids 1 and 2 are the
// pages the CustomBuildFeatures banners link to (/Knowledgebase/1, /Knowledgebase/2). Designed text.
import type { Insertable } from 'kysely';
import type { KnowledgebaseItemsTable, KnowledgebasesTable } from '../db/softwareContentSchema.ts';

interface KnowledgebaseSeed {
  id: number;
  name: string;
  header: string;
  footer: string;
  items: readonly (readonly [question: string, answer: string])[];
}

const bases: readonly KnowledgebaseSeed[] = [
  {
    id: 1,
    name: 'Custom PC Build Times',
    header: '<h2>How long will my custom PC take?</h2><p>Every custom PC is built and tested by our technicians.</p>',
    footer: '<p>Still unsure? <a href="/Contact">Contact your local store</a>.</p>',
    items: [
      ['When will my custom PC ship?', '<p>Most builds ship within <strong>3 to 5 business days</strong> once every part is in stock.</p>'],
      ['What testing is done before dispatch?', '<p>Each PC runs a 4-hour stress test of the CPU, graphics card and memory, and we install the latest drivers.</p>'],
      ['Can I change my build after ordering?', '<p>Yes, until the build starts. Call us or use live chat with your order number.</p>'],
      ['Why is a part on back order?', '<p>Some parts arrive from our suppliers in batches. Your order page shows the expected arrival date.</p>'],
    ],
  },
  {
    id: 2,
    name: 'Warranty and Returns',
    header: '<h2>Warranty on custom and prebuilt PCs</h2>',
    footer: '<p>Read our full <a href="/Warranty">warranty terms</a>.</p>',
    items: [
      ['How long is the warranty on a custom PC?', '<p>Custom and prebuilt PCs carry <strong>3 years parts and labour</strong>.</p>'],
      ['How do I return a faulty part?', '<p>Open <em>Returns</em> in your account, choose the invoice line and describe the fault. We reply within 2 business days.</p>'],
      ['Do I need the original packaging?', '<p>It helps, but it is not required for warranty claims.</p>'],
    ],
  },
  {
    id: 3,
    name: 'Free Consultations',
    header: '<h2>Book a free consultation with our experts</h2>',
    footer: '<p>Bookings are up to 30 minutes, one on one.</p>',
    items: [
      ['How do consultations work?', '<p>Choose a date and time, then a phone call, chat or video call. An expert contacts you at the time you booked.</p>'],
      ['Is a consultation really free?', '<p>Yes. There is no obligation to buy.</p>'],
      ['Can I reschedule?', '<p>Reply to your confirmation e-mail and we will find another time.</p>'],
    ],
  },
];

const day = 86_400_000;

export function generateKnowledgebases(now: Date): { knowledgebases: Insertable<KnowledgebasesTable>[]; items: Insertable<KnowledgebaseItemsTable>[] } {
  let itemId = 301;
  return {
    knowledgebases: bases.map((base) => ({ knowledgebase_id: base.id, knowledgebase_name: base.name, header_html_text: base.header, footer_html_text: base.footer })),
    items: bases.flatMap((base) =>
      base.items.map(([question, answer], index) => ({
        knowledgebase_item_id: itemId++,
        knowledgebase_id: base.id,
        knowledgebase_group_id: base.id,
        sort_order: index + 1,
        question_html_text: question,
        answer_html_text: answer,
        last_updated_at: new Date(now.getTime() - (10 + base.id * 7 + index * 3) * day),
      })),
    ),
  };
}
