// One labelled section of the product details (its heading names it), shared by the parts in ProductDetails.tsx and
// ProductDetailsAttachments.tsx.
import type { ReactNode } from 'react';
import { useId } from 'react';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface SectionProps {
  /** Level of the section's heading. @default 2 */
  headingLevel?: HeadingLevel;
  /** Class name of the section. */
  className?: string;
}

export function Section({ part, title, headingLevel = 2, className, children }: SectionProps & { part: string; title: string; children: ReactNode }) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={className} data-rigkit="product-details" data-part={part}>
      <Heading id={headingId} data-part="details-heading">
        {title}
      </Heading>
      {children}
    </section>
  );
}
