import { createContext, use, type Context } from 'react';

/**
 * The context a compound widget's Root provides and the hook its parts read it with (React 19's `use`). A part
 * rendered outside its Root throws a message naming both, e.g. "CouponBox.Form must be inside CouponBox.Root".
 */
export function createPartsContext<Value>(widget: string): readonly [Context<Value | null>, (part: string) => Value] {
  const PartsContext = createContext<Value | null>(null);
  PartsContext.displayName = widget;
  function usePartsContext(part: string): Value {
    const value = use(PartsContext);
    if (value === null) throw new Error(`${widget}.${part} must be inside ${widget}.Root`);
    return value;
  }
  return [PartsContext, usePartsContext];
}
