import { describe, expect, it } from 'vitest';
import { addressSearchText } from '../seed/addresses.ts';
import { parseAddressQuery } from './addressQuery.ts';

describe('parseAddressQuery', () => {
  it.each([
    ['12 Hay', { unit: null, number: '12', words: ['hay'] }],
    ['12 Hay St, Perth', { unit: null, number: '12', words: ['hay', 'st', 'perth'] }],
    ['3/12a Chapel Street', { unit: '3', number: '12A', words: ['chapel', 'street'] }],
    ['Hay St 6000', { unit: null, number: null, words: ['hay', 'st', '6000'] }],
    ['PO Box 1234', { unit: null, number: '1234', words: ['po', 'box'] }],
    ['Locked Bag 4 Moorabbin', { unit: null, number: '4', words: ['locked', 'bag', 'moorabbin'] }],
    ["St George's Tce", { unit: null, number: null, words: ['st', 'george', 's', 'tce'] }],
  ])('%j', (text, expected) => {
    expect(parseAddressQuery(text)).toEqual(expected);
  });

  it('keeps at most 8 words of at most 120 characters', () => {
    expect(parseAddressQuery('a b c d e f g h i j').words).toHaveLength(8);
    expect(parseAddressQuery(`${'x'.repeat(200)}`).words[0]).toHaveLength(120);
  });
});

describe('addressSearchText', () => {
  it('holds both the abbreviation and its long form', () => {
    expect(addressSearchText('St Georges Tce', 'Perth', 'WA', '6000')).toBe(' st street georges tce terrace perth wa 6000');
  });
});
