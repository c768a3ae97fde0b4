// The 'Added to cart' toast (spec 2 §4, §5: add-to-cart toast 1000 ms) of a Buy that then opens the cart, as the
// configurator's Buy shows it (issue 17 row C3). A chunk of its own, loaded once the page has hydrated, so the product
// route's JavaScript does not carry the toast region.
import { ADD_TO_CART_TOAST_MS, cartMessages } from '@rigkit/domain/cart';
import { Toast, createToastQueue } from '@rigkit/react/Toast';
import { useEffect, useState } from 'react';

export default function AddedToCartToast({ addedAt }: { addedAt: number }) {
  const [toasts] = useState(() => createToastQueue());
  useEffect(() => {
    const key = toasts.add({ title: cartMessages.addedToCart, tone: 'success' }, { timeout: ADD_TO_CART_TOAST_MS });
    return () => toasts.close(key);
  }, [addedAt, toasts]);
  return <Toast.Region queue={toasts} />;
}
