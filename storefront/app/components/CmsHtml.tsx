// CMS HTML (issue 6 item 5), cleaned by the loader on the server (lib/cms.server.ts) and rendered as it is, on the
// server and after hydration alike.
import type { SanitisedHtml } from '@rigkit/react/SafeHtml';
import { SafeHtml } from '@rigkit/react/SafeHtml';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true afterwards. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function CmsHtml({ html, className }: { html: SanitisedHtml | null | undefined; className?: string }) {
  return <SafeHtml html={html} {...(className ? { className } : {})} />;
}
