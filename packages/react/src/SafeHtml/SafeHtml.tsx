import type { Ref } from 'react';
import type { SanitisedHtml } from './sanitiseHtml.ts';

export interface SafeHtmlProps {
  /** CMS HTML already cleaned by `sanitiseHtml` or a `createHtmlSanitiser` sanitiser; nothing is rendered when empty. */
  html: SanitisedHtml | null | undefined;
  /** The element that holds the HTML. @default 'div' */
  elementType?: 'div' | 'section' | 'article' | 'span';
  /** Class name of the element. */
  className?: string;
  /** Ref to the element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Renders CMS HTML (banner slides, above/below-grid HTML, content pages) that has been sanitised. It accepts only
 * the `SanitisedHtml` brand, so raw CMS text has to pass a sanitiser first (issue 6 item 5).
 */
export function SafeHtml({ html, elementType: ElementType = 'div', className, ref }: SafeHtmlProps) {
  if (!html) return null;
  // The one place the kit sets innerHTML: the brand above proves the text was sanitised.
  return <ElementType ref={ref as Ref<HTMLDivElement>} className={className} data-rigkit="safe-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
