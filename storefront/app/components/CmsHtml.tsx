// CMS HTML (issue 6 item 5) is sanitised before it is rendered. Sanitising needs a DOM, which the server does not
// carry, so the server and the hydrating render show the fragment's plain text; once hydrated, the browser's
// DOMPurify cleans it and the formatted HTML replaces the text.
import { sanitiseHtml, SafeHtml } from '@rigkit/react/SafeHtml';
import { useMemo, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true afterwards. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function CmsHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const isHydrated = useIsHydrated();
  const clean = useMemo(() => (isHydrated && html ? sanitiseHtml(html) : null), [isHydrated, html]);
  if (!html) return null;
  if (clean === null) {
    const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return <div className={className}>{text}</div>;
  }
  return <SafeHtml html={clean} {...(className ? { className } : {})} />;
}
