import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 100 });
}, 120_000);
afterAll(async () => t.close());

type Knowledgebase = {
  KnowledgebaseName: string;
  HeaderHtmlText: string;
  FooterHtmlText: string;
  KnowledgebaseItems: { KnowledgebaseItemId: number; KnowledgebaseGroupId: number; SortOrder: number; QuestionHtmlText: string; AnswerHtmlText: string; LastUpdatedDateTime: string }[];
};

describe('fetchKnowledgebase/{id}', () => {
  it('answers the header, the items in order and the footer, stamped in Perth time', async () => {
    const result = await t.call('GET', '/fetchKnowledgebase/1', { contractPath: '/fetchKnowledgebase/{id}' });
    const base = result.body.data as Knowledgebase;
    expect(base.KnowledgebaseName).toBe('Custom PC Build Times');
    expect(base.HeaderHtmlText).toContain('<h2>');
    expect(base.KnowledgebaseItems.map((item) => item.SortOrder)).toEqual([1, 2, 3, 4]);
    expect(base.KnowledgebaseItems[0]).toEqual({
      KnowledgebaseItemId: 301,
      KnowledgebaseGroupId: 1,
      SortOrder: 1,
      QuestionHtmlText: 'When will my custom PC ship?',
      AnswerHtmlText: '<p>Most builds ship within <strong>3 to 5 business days</strong> once every part is in stock.</p>',
      // testNow 2026-11-22T05:00Z less 17 days, in AWST.
      LastUpdatedDateTime: '2026-11-05T13:00:00+08:00',
    });
  });

  it.each([[2, 'Warranty and Returns', 3], [3, 'Free Consultations', 3]])('answers knowledge base %s, %s, with %s items', async (id, name, count) => {
    const base = (await t.call('GET', `/fetchKnowledgebase/${id}`, { contractPath: '/fetchKnowledgebase/{id}' })).body.data as Knowledgebase;
    expect(base.KnowledgebaseName).toBe(name);
    expect(base.KnowledgebaseItems).toHaveLength(count);
  });

  it('answers 404 for an unknown knowledge base', async () => {
    const result = await t.call('GET', '/fetchKnowledgebase/99', { contractPath: '/fetchKnowledgebase/{id}' });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('Knowledge base 99 was not found');
  });

  it('answers 400 naming the id when it is beyond any stored id', async () => {
    const result = await t.call('GET', '/fetchKnowledgebase/99999999999', { contractPath: '/fetchKnowledgebase/{id}' });
    expect(result.status).toBe(400);
    expect(result.body.errors[0]?.ErrorText).toBe('id must be <= 2147483647');
  });
});
