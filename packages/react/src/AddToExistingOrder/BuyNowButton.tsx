import { productPurchaseActions } from '@rigkit/domain/product';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { addToExistingOrderMessages as TEXT } from './messages.ts';

/** Buy Now's life: idle, or waiting while the caller adds the item and goes to /checkout. */
export type BuyNowState = 'idle' | 'pending';

export interface BuyNowButtonProps {
  /** The item on the page: Buy Now applies to stock (STK) items only (spec 2 §5). */
  item: { ItemTypeCode: string };
  /** The site configuration flag for Buy Now. @default true */
  isEnabled?: boolean;
  /** Adds the item to the cart and goes to /checkout. */
  onBuyNow: () => Promise<void> | undefined;
  /** The button's text. @default 'Buy Now' */
  children?: ReactNode;
  /** Class name of the button. */
  className?: string;
}

/** Buy Now (spec 2 §5): straight to checkout with this item; one press at a time. Unstyled: `data-state`. */
export function BuyNowButton(props: BuyNowButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<BuyNowState>('idle');
  const isVisible = productPurchaseActions(props.item, {
    isBuyNowEnabled: props.isEnabled ?? true,
    isAddToExistingOrderEnabled: false,
  }).showsBuyNow;
  const { buttonProps } = useNativeButton(
    {
      type: 'button',
      isDisabled: state === 'pending',
      onPress: async () => {
        setState('pending');
        try {
          await props.onBuyNow();
        } finally {
          setState('idle');
        }
      },
    },
    ref,
  );
  if (!isVisible) return null;
  return (
    <button {...buttonProps} ref={ref} className={props.className} data-rigkit="buy-now" data-state={state}>
      {state === 'pending' ? TEXT.buyingNow : (props.children ?? TEXT.buyNow)}
    </button>
  );
}
