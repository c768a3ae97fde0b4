import { describe, expect, it } from 'vitest';
import { createCallScope, isAbortError } from './callScope.ts';

describe('createCallScope', () => {
  it('aborts every call of the scope on cancel, with the reason given', () => {
    const scope = createCallScope();
    const first = scope.next();
    scope.cancel('unmounted');
    expect([scope.signal.aborted, first.aborted]).toEqual([true, true]);
    expect(first.reason).toBe('unmounted');
  });

  it('lets a new call supersede the previous one without cancelling the scope', () => {
    const scope = createCallScope();
    const first = scope.next();
    const second = scope.next();
    expect([first.aborted, second.aborted, scope.signal.aborted]).toEqual([true, false, false]);
    expect(isAbortError(first.reason)).toBe(true);
  });

  it('follows a parent signal', () => {
    const page = new AbortController();
    const scope = createCallScope(page.signal);
    const call = scope.next();
    page.abort();
    expect([scope.signal.aborted, call.aborted]).toEqual([true, true]);
  });

  it.each([
    [new DOMException('The operation was aborted.', 'AbortError'), true],
    [AbortSignal.abort().reason, true],
    [new Error('Busy'), false],
    ['AbortError', false],
  ])('isAbortError(%s) is %s', (error, expected) => {
    expect(isAbortError(error)).toBe(expected);
  });
});
