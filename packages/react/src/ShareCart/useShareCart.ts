import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { AriaButtonProps } from 'react-aria/useButton';
import type { NativeTextFieldAria } from '../internal/useNativeTextField.ts';
import { useNativeTextField } from '../internal/useNativeTextField.ts';

/** Sharing's life: not shared, creating the link, link shown, or the spec 2 §8 failure. */
export type ShareCartState = 'idle' | 'sharing' | 'shared' | 'failed';

export interface ShareCartProps {
  /** Creates the link (createShareableCart, then minifyUrl of /wishlist/{code}) and resolves with the short address. */
  onShare: () => Promise<string>;
  /** Puts text on the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
}

export interface ShareCartAria {
  state: ShareCartState;
  link: string | undefined;
  /** Whether the link was just copied: "Link copied to clipboard" shows. */
  isCopied: boolean;
  shareButtonProps: AriaButtonProps<'button'>;
  copyButtonProps: AriaButtonProps<'button'>;
  linkLabelProps: NativeTextFieldAria['labelProps'];
  linkInputProps: NativeTextFieldAria['inputProps'];
}

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

/** Whether the keyboard focus is nowhere: a focused button that became disabled drops it to the page. */
const isFocusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Behaviour of the cart's Share (spec 2 §2, §7, §8): one link at a time, shown with a copy button. Share is disabled
 * while the link is made, which drops the focus; when the shopper pressed it from the keyboard (or a screen reader),
 * the focus then goes to the link (selected for copying) or, on failure, back to Share, unless the shopper has put
 * it somewhere meanwhile. A mouse user's click into the link still selects it (on focus).
 */
export function useShareCart(props: ShareCartProps, linkRef: RefObject<HTMLInputElement | null>, shareRef?: RefObject<HTMLButtonElement | null>): ShareCartAria {
  const [state, setState] = useState<ShareCartState>('idle');
  const [link, setLink] = useState<string>();
  const [isCopied, setIsCopied] = useState(false);
  const isSharing = useRef(false);
  const isFocusToReturn = useRef(false);
  const { labelProps, inputProps } = useNativeTextField({ value: link ?? '', isReadOnly: true, onFocus: (event) => event.currentTarget.select() });

  useEffect(() => {
    if (state === 'sharing' || !isFocusToReturn.current) return;
    isFocusToReturn.current = false;
    if (!isFocusLost()) return;
    if (state === 'shared') linkRef.current?.focus();
    else if (state === 'failed') shareRef?.current?.focus();
  }, [state, linkRef, shareRef]);

  const share = async () => {
    if (isSharing.current) return;
    isSharing.current = true;
    setState('sharing');
    setIsCopied(false);
    try {
      const address = await props.onShare();
      setLink(address);
      setState('shared');
    } catch {
      setLink(undefined);
      setState('failed');
    } finally {
      isSharing.current = false;
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await (props.copyText ?? clipboardWrite)(link);
      setIsCopied(true);
    } catch {
      // No clipboard (permissions, old browser): select the link so the shopper can copy it by hand.
      linkRef.current?.select();
    }
  };

  return {
    state,
    link,
    isCopied,
    shareButtonProps: {
      type: 'button',
      onPress: (event) => {
        isFocusToReturn.current = event.pointerType === 'keyboard' || event.pointerType === 'virtual';
        void share();
      },
      isDisabled: state === 'sharing',
    },
    copyButtonProps: { type: 'button', onPress: () => void copy() },
    linkLabelProps: labelProps,
    linkInputProps: inputProps,
  };
}
