import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validateForm } from './formErrors.ts';
import { REVIEW_TEXT_MAX_LENGTH, truncateReviewText } from './reviewText.ts';
import { SATISFACTION_FEEDBACK_MAX_LENGTH, SATISFACTION_RATING, sanitiseFeedback, satisfactionSchema } from './satisfaction.ts';
import { isSearchTermLongEnough, SEARCH_MIN_LENGTH, searchTermSchema } from './search.ts';
import { applyTextInputRules } from './textInput.ts';
import { sanitiseVerificationAmount, verificationAmountCents, verificationAmountSchema } from './verificationAmount.ts';
import { parseWishlistQuantity, wishlistQuantitySchema, wishlistQuantityToSave } from './wishlistQuantity.ts';

describe('verification amount (spec 3 §5.3)', () => {
  it.each([
    ['$12.34', '12.34', true],
    ['1,234.50', '1234.50', true],
    ['12.3.4', '12.34', true],
    ['abc', '', false],
    ['', '', false],
    ['.5', '.5', true],
  ])('%j becomes %j; valid: %s', (input, kept, valid) => {
    expect(sanitiseVerificationAmount(input)).toBe(kept);
    expect(z.safeParse(verificationAmountSchema, input).success).toBe(valid);
  });
});

describe('verification amount in cents', () => {
  it.each([
    ['1.37', 137],
    ['$1.4', 140],
    ['.5', 50],
    ['2', 200],
    ['2.', 200],
    ['1.370', null],
    ['', null],
    ['.', null],
  ])('reads %j as %j', (input, cents) => {
    expect(verificationAmountCents(input)).toBe(cents);
  });
});

describe('satisfaction (spec 3 §5.6 §9)', () => {
  const feedback = { rating: 5, feedback: 'Great service' };

  it('allows 230 characters and stars 1 to 5', () => {
    expect(SATISFACTION_FEEDBACK_MAX_LENGTH).toBe(230);
    expect(SATISFACTION_RATING).toEqual({ min: 1, max: 5 });
    expect(sanitiseFeedback('x'.repeat(300))).toHaveLength(230);
    expect(validateForm(satisfactionSchema, { ...feedback, feedback: `  ${'x'.repeat(230)}  ` }).isValid).toBe(true);
  });

  it.each([
    [{ feedback: '   ' }, { feedback: 'Feedback is empty' }],
    [{ feedback: 'x'.repeat(231) }, { feedback: 'Feedback must be 230 characters or fewer' }],
    [{ rating: 0 }, { rating: 'Please choose a rating from 1 to 5 stars' }],
    [{ rating: 6 }, { rating: 'Please choose a rating from 1 to 5 stars' }],
    [{ rating: 2.5 }, { rating: 'Please choose a rating from 1 to 5 stars' }],
    [{ requiresResponse: true, email: 'jane@example.com' }, { form: 'Email or Phone is empty!' }],
    [{ requiresResponse: true, phone: '0412345678' }, { form: 'Email or Phone is empty!' }],
    [{ requiresResponse: true, email: 'jane@', phone: '0412345678' }, { email: 'Email pattern is invalid' }],
    [{ requiresResponse: true, email: 'jane@example.com', phone: '12345' }, { phone: 'phone pattern is invalid' }],
    [{ requiresResponse: true, email: 'jane@example.com', phone: '08 9300 1234' }, {}],
    [{ requiresResponse: false, email: 'jane@', phone: '' }, {}],
  ])('%j gives %j', (overrides, errors) => {
    expect(validateForm(satisfactionSchema, { ...feedback, ...overrides }).errors).toEqual(errors);
  });
});

describe('search term (spec 2 §5 §8)', () => {
  it.each([
    ['rtx', true],
    [' rt ', false],
    ['', false],
  ])('%j is long enough: %s', (term, expected) => {
    expect(isSearchTermLongEnough(term)).toBe(expected);
    expect(z.safeParse(searchTermSchema, term).success).toBe(expected);
  });

  it('says "Please enter a search term with more than two characters."', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(z.safeParse(searchTermSchema, 'ab').error?.issues[0]?.message).toBe(
      'Please enter a search term with more than two characters.',
    );
  });
});

describe('wishlist quantity (spec 3 §5.5)', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['two', null],
    ['', null],
  ])('%j parses to %j', (input, expected) => {
    expect(parseWishlistQuantity(input)).toBe(expected);
  });

  it('saves on blur only when changed', () => {
    expect(wishlistQuantityToSave('2', 1)).toBe(2);
    expect(wishlistQuantityToSave('1', 1)).toBeNull();
    expect(wishlistQuantityToSave('0', 1)).toBeNull();
  });

  it.each([
    [1, true],
    [0, false],
    [1.5, false],
  ])('schema accepts %j: %s', (quantity, expected) => {
    expect(z.safeParse(wishlistQuantitySchema, quantity).success).toBe(expected);
  });
});

describe('review text (spec 1 §5 §9)', () => {
  it('keeps 160 characters and appends an ellipsis', () => {
    expect(REVIEW_TEXT_MAX_LENGTH).toBe(160);
    expect(truncateReviewText('a'.repeat(160))).toBe('a'.repeat(160));
    expect(truncateReviewText('a'.repeat(161))).toBe(`${'a'.repeat(160)}...`);
    expect(truncateReviewText('Great build')).toBe('Great build');
  });
});

describe('text input rules (spec 1 §5)', () => {
  it.each([
    ['Hello, world!', { maxLength: 5 }, 'Hello'],
    ['Hello, world!', { stripPattern: /[^a-z ]/i }, 'Hello world'],
    ['Hello, world!', { stripPattern: /[^a-z]/gi, maxLength: 7 }, 'Hellowo'],
    ['Hello', {}, 'Hello'],
  ])('%j with %j becomes %j', (value, rules, expected) => {
    expect(applyTextInputRules(value, rules)).toBe(expected);
  });
});
