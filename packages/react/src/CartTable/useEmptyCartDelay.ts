import { EMPTY_CART_DELAY_MS } from '@rigkit/domain/cart';
import { useEffect, useState } from 'react';

/**
 * True once the cart has stayed empty for EMPTY_CART_DELAY_MS, so a cart that is still loading does not flash
 * "Your cart is empty" (spec 2 §2, §9). Lines arriving before then cancel it.
 */
export function useEmptyCartDelay(isEmpty: boolean, delayMs: number = EMPTY_CART_DELAY_MS): boolean {
  const [hasWaited, setHasWaited] = useState(false);
  useEffect(() => {
    if (!isEmpty) return undefined;
    const timer = setTimeout(() => setHasWaited(true), delayMs);
    return () => {
      clearTimeout(timer);
      setHasWaited(false);
    };
  }, [isEmpty, delayMs]);
  return isEmpty && hasWaited;
}
