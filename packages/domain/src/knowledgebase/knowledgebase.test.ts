import { describe, expect, it } from 'vitest';
import { formatLastUpdated, knowledgebaseItemHash, knowledgebaseItemIdFromHash, latestUpdate } from './knowledgebase.ts';

describe('knowledge base "Last Updated" in AWST (spec 1 §2)', () => {
  it.each([
    // Perth is UTC+8 with no daylight saving: the same wall time in January and July.
    ['2026-11-18T06:20:00Z', 'Last Updated: 18 November 2026, 2:20 pm AWST'],
    ['2026-01-10T23:30:00Z', 'Last Updated: 11 January 2026, 7:30 am AWST'],
    ['2026-07-10T23:30:00Z', 'Last Updated: 11 July 2026, 7:30 am AWST'],
    ['2026-11-18T14:20:00+08:00', 'Last Updated: 18 November 2026, 2:20 pm AWST'],
  ])('%s reads "%s"', (iso, text) => {
    expect(formatLastUpdated(new Date(iso))).toBe(text);
  });

  it('takes the newest item date and skips missing or broken ones', () => {
    const items = [{ LastUpdatedDateTime: '2026-10-01T10:00:00+08:00' }, { LastUpdatedDateTime: null }, { LastUpdatedDateTime: 'soon' }, { LastUpdatedDateTime: '2026-11-02T09:00:00+08:00' }];
    expect(latestUpdate(items)?.toISOString()).toBe('2026-11-02T01:00:00.000Z');
    expect(latestUpdate([])).toBeUndefined();
  });
});

describe('knowledge base hash links', () => {
  it.each([
    ['#question-301', 301],
    ['question-42', 42],
    ['#question-', undefined],
    ['#question-3x', undefined],
    ['#faq', undefined],
    ['', undefined],
  ])('%s opens item %s', (hash, id) => {
    expect(knowledgebaseItemIdFromHash(hash)).toBe(id);
  });

  it('round-trips an item id', () => {
    expect(knowledgebaseItemHash(305)).toBe('#question-305');
    expect(knowledgebaseItemIdFromHash(knowledgebaseItemHash(305))).toBe(305);
  });
});
