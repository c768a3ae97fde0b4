// Not a .client module: the hook runs during server rendering too (it only touches BroadcastChannel in effects).
// Cross-tab sync of cart and session (spec 1 §4): a tab that changed them tells the others, which reload their
// session data (header cart count, login state). At most one broadcast per 500 ms: a burst of changes sends one
// message at the end of the interval. No domain rule exists for this yet, so the storefront holds it.
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

export const crossTabChannelName = 'rigkit-session';
// spec 1 §4: at most one broadcast per 500 ms.
export const crossTabMinimumIntervalMs = 500;

// One channel object per tab for sending and receiving: a channel never hears its own messages.
let channel: BroadcastChannel | undefined;
let lastSentAt = Number.NEGATIVE_INFINITY;
let pending: ReturnType<typeof setTimeout> | undefined;

function sessionChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(crossTabChannelName);
  return channel;
}

function send() {
  lastSentAt = Date.now();
  sessionChannel()?.postMessage({ type: 'session-changed' });
}

/** Tells the other tabs that the cart or the session changed. */
export function announceSessionChange(): void {
  if (pending !== undefined) return;
  const wait = lastSentAt + crossTabMinimumIntervalMs - Date.now();
  if (wait <= 0) {
    send();
    return;
  }
  pending = setTimeout(() => {
    pending = undefined;
    send();
  }, wait);
}

/** Reloads this tab's loader data whenever another tab announces a change. */
export function useSessionChangesFromOtherTabs(): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  useEffect(() => {
    const listening = sessionChannel();
    if (!listening) return undefined;
    const onMessage = () => void revalidate.current();
    listening.addEventListener('message', onMessage);
    return () => listening.removeEventListener('message', onMessage);
  }, []);
}
