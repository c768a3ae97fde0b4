// Buy that leaves for the cart (spec 2 §2 "Buy adds one unit and goes to /cart"; spec 1 §2 build tile). A hook in a
// plain module: `.client.ts` modules are empty on the server, so only their functions called from handlers live there.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { useNavigate } from 'react-router';
import { addLineToCart } from '../lib/cart.client.ts';

/** Adds the line, then opens the cart page. */
export function useBuyAndGoToCart(): (line: AddToCartLine) => Promise<void> {
  const navigate = useNavigate();
  return async (line) => {
    await addLineToCart(line);
    await navigate('/cart');
  };
}
