import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { firstMessage, firstMessageByField, FORM_ERROR_KEY, validateForm } from './formErrors.ts';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name first'), z.maxLength(3, 'Name second')),
  nested: z.object({ code: z.string().check(z.minLength(2, 'Code short')) }),
});

describe('first message per field', () => {
  it('keeps only the first message of each field, nested paths joined by dots', () => {
    expect(
      firstMessageByField([
        { path: ['name'], message: 'one' },
        { path: ['name'], message: 'two' },
        { path: ['nested', 'code'], message: 'three' },
        { path: [], message: 'whole form' },
        { path: [], message: 'later' },
      ]),
    ).toEqual({ name: 'one', 'nested.code': 'three', [FORM_ERROR_KEY]: 'whole form' });
  });

  it('returns the parsed data and no errors for valid values', () => {
    expect(validateForm(schema, { name: 'ab', nested: { code: 'xy' } })).toEqual({
      isValid: true,
      data: { name: 'ab', nested: { code: 'xy' } },
      errors: {},
    });
  });

  it('returns a field → message map for invalid values', () => {
    expect(validateForm(schema, { name: '', nested: { code: 'x' } })).toEqual({
      isValid: false,
      data: undefined,
      errors: { name: 'Name first', 'nested.code': 'Code short' },
    });
  });

  it('gives the first message for single-alert forms, or null', () => {
    expect(firstMessage(schema, { name: 'abcd', nested: { code: 'x' } })).toBe('Name second');
    expect(firstMessage(schema, { name: 'a', nested: { code: 'xy' } })).toBeNull();
  });
});
