import { useRef } from 'react';
import { useNativeButton } from '../internal/useNativeButton.ts';
import { shareCartMessages } from './messages.ts';
import type { ShareCartProps } from './useShareCart.ts';
import { useShareCart } from './useShareCart.ts';

export interface ShareCartComponentProps extends ShareCartProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The cart's Share (spec 2 §2): creates a /wishlist/{code} link anyone can open, shows it with a copy button and
 * "Link copied to clipboard", or the spec's failure alert. Unstyled: `data-state` on the root.
 */
export function ShareCart(props: ShareCartComponentProps) {
  const linkRef = useRef<HTMLInputElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const share = useShareCart(props, linkRef, shareRef);
  const { buttonProps: shareButtonProps } = useNativeButton(share.shareButtonProps, shareRef);
  const { buttonProps: copyButtonProps } = useNativeButton(share.copyButtonProps, copyRef);
  return (
    <div className={props.className} data-rigkit="share-cart" data-state={share.state}>
      <button {...shareButtonProps} ref={shareRef} data-part="share">
        {share.state === 'sharing' ? shareCartMessages.sharing : shareCartMessages.share}
      </button>
      {share.state === 'shared' ? (
        <div data-part="link">
          <label {...share.linkLabelProps} data-part="link-label">
            {shareCartMessages.link}
          </label>
          <div data-part="link-control">
            <input {...share.linkInputProps} ref={linkRef} data-part="link-input" />
            <button {...copyButtonProps} ref={copyRef} data-part="copy">
              {shareCartMessages.copy}
            </button>
          </div>
        </div>
      ) : null}
      {share.state === 'failed' ? (
        <p role="alert" data-part="error">
          {shareCartMessages.failed}
        </p>
      ) : null}
      <p role="status" data-part="status">
        {share.isCopied ? shareCartMessages.copied : null}
      </p>
    </div>
  );
}
