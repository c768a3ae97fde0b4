// Buy that leaves for the cart (spec 2 §2 "Buy adds one unit and goes to /cart"; spec 1 §2 build tile), showing the
// 'Added to cart' toast for its 1000 ms first, as the custom build's Buy does (spec 2 §4; issue 17 row C3: kit and
// bundle Buy too). A hook in a plain module: `.client.ts` modules are empty on the server, so only their functions
// called from handlers live there.
import { ADD_TO_CART_TOAST_MS } from '@rigkit/domain/cart';
import type { AddToCartLine } from '@rigkit/domain/cart';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { addLineToCart } from '../lib/cart.client.ts';

const loadToast = () => import('./AddedToCartToast.tsx');
const AddedToCartToast = lazy(loadToast);

/** Adds the line, shows 'Added to cart', then opens the cart page; render `toast` where the page keeps its toasts. */
export function useBuyAndGoToCart(): { buy: (line: AddToCartLine) => Promise<void>; toast: ReactNode } {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [addedAt, setAddedAt] = useState<number | null>(null);
  // The toast's chunk loads once the page has hydrated, so it shows as soon as the add is done.
  useEffect(() => {
    void loadToast();
  }, []);
  const buy = async (line: AddToCartLine) => {
    await addLineToCart(line);
    await loadToast();
    setAddedAt(Date.now());
    // The header's count follows while the toast shows; the cart opens once it has been seen.
    void revalidator.revalidate();
    await new Promise((resolve) => setTimeout(resolve, ADD_TO_CART_TOAST_MS));
    await navigate('/cart');
  };
  const toast =
    addedAt === null ? null : (
      <Suspense fallback={null}>
        <AddedToCartToast addedAt={addedAt} />
      </Suspense>
    );
  return { buy, toast };
}
