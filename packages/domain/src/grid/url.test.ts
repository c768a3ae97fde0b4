import { describe, expect, it } from 'vitest';
import { defaultGridViewState, type GridViewState } from './settings.ts';
import { parseGridQuery, parseQueryPairs, serializeGridQuery } from './url.ts';

const defaults = defaultGridViewState;
const changed: GridViewState = {
  ...defaults,
  gridType: 'compactlist',
  sortKey: 'price',
  sortDirection: 'asc',
  availability: 'in-stock-my-store',
  brands: ['ASUS', 'Cooler Master'],
  categories: [12, 14],
  attributes: { 'Memory Size': ['16GB', '32GB'] },
  search: 'rtx 5090',
};

describe('serializeGridQuery (spec 1 §4)', () => {
  it('writes nothing for default settings', () => {
    expect(serializeGridQuery(defaults, { defaults })).toBe('');
  });

  it('writes only the non-default settings', () => {
    expect(serializeGridQuery({ ...defaults, availability: 'in-stock-any' }, { defaults })).toBe('stock=in-stock-any');
    expect(serializeGridQuery(changed, { defaults })).toBe(
      'view=compactlist&sort=price&dir=asc&stock=in-stock-my-store&brand=ASUS&brand=Cooler+Master&category=12&category=14' +
        '&attr.Memory+Size=16GB&attr.Memory+Size=32GB&search=rtx+5090',
    );
  });

  it('keeps the page’s other parameters and replaces its own', () => {
    expect(serializeGridQuery({ ...defaults, brands: ['MSI'] }, { defaults }, '?page=2&brand=ASUS&utm_source=mail')).toBe(
      'page=2&utm_source=mail&brand=MSI',
    );
  });

  it.each([
    [{ gridId: 'cbc' }],
    [{ showHeader: false }],
    [{ blockUrlUpdating: true }],
  ])('never touches the address with %j', (options) => {
    expect(serializeGridQuery(changed, { defaults, ...options })).toBeUndefined();
    expect(parseGridQuery('sort=price&dir=asc', { defaults, ...options })).toEqual(defaults);
  });
});

describe('parseGridQuery (spec 1 §4)', () => {
  it('reads back what it wrote', () => {
    expect(parseGridQuery(`?${serializeGridQuery(changed, { defaults }) ?? ''}`, { defaults })).toEqual(changed);
  });

  it.each([
    ['utm_source=brand&stock=in-stock-any', { availability: 'in-stock-any' }],
    ['brand=https://evil.example&brand=ASUS', { brands: ['ASUS'] }],
    ['x_utm_campaign=1&view=legacy', { gridType: 'compactlist' }],
    ['sort=cheapest&dir=sideways&stock=everywhere&category=abc&view=mosaic', {}],
    ['search=GeForce+RTX+5090+Founders', { search: 'geforce rtx 509' }],
    ['brand=%E0%A4%A', {}],
  ])('reads "%s" as %j over the defaults', (search, expected) => {
    expect(parseGridQuery(search, { defaults })).toEqual({ ...defaults, ...expected });
  });

  it('ignores any key containing "utm_" and any value containing "https://"', () => {
    expect(parseGridQuery('attr.utm_x=1&attr.Colour=https://x&attr.Colour=Black', { defaults }).attributes).toEqual({ Colour: ['Black'] });
  });

  it('splits and decodes a query string into pairs', () => {
    expect(parseQueryPairs('?a=1&b=two+words&c&=x')).toEqual([
      ['a', '1'],
      ['b', 'two words'],
      ['c', ''],
      ['', 'x'],
    ]);
  });
});
