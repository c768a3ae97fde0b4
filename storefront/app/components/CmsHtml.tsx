// CMS HTML (issue 6 item 5) is sanitised before it is rendered. Sanitising needs a DOM, which the server does not
// carry, so the server and the first browser render show the fragment's plain text; after hydration the browser's
// DOMPurify cleans it and the formatted HTML replaces the text.
import { sanitiseHtml } from '@rigkit/react/SafeHtml';
import { SafeHtml } from '@rigkit/react/SafeHtml';
import type { SanitisedHtml } from '@rigkit/react/SafeHtml';
import { useEffect, useState } from 'react';

export function CmsHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const [clean, setClean] = useState<SanitisedHtml | null>(null);
  useEffect(() => {
    setClean(html ? sanitiseHtml(html) : null);
  }, [html]);
  if (!html) return null;
  if (clean === null) {
    const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return <div className={className}>{text}</div>;
  }
  return <SafeHtml html={clean} {...(className ? { className } : {})} />;
}
