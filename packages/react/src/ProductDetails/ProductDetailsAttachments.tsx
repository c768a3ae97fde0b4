// The attachments section in a module of its own: the custom build page shows it without the other detail sections
// (ProductDetails is one object, so importing it brought every section: about 1.3 kB gzip, issue 21's route budgets).
import type { components } from '@rigkit/api-client';
import { useRenderLink } from '../RigkitProvider/RigkitProvider.tsx';
import { productDetailsMessages } from './messages.ts';
import type { SectionProps } from './ProductDetailsSection.tsx';
import { Section } from './ProductDetailsSection.tsx';

type ItemDetail = components['schemas']['ItemDetail'];

export interface ProductDetailsAttachmentsProps extends SectionProps {
  /** The item's Attachments (safety data sheets and other files). */
  attachments: ItemDetail['Attachments'];
  /** Builds a file's address from its BinaryObjectId and OriginalFilename. */
  attachmentUrl: (binaryObjectId: number, originalFilename: string) => string;
}

/** Attachments (spec 2 §2 "attachments (safety data sheets)"): one download link per file; nothing when none. */
export function Attachments({ attachments, attachmentUrl, ...section }: ProductDetailsAttachmentsProps) {
  const renderLink = useRenderLink();
  if (!attachments?.length) return null;
  return (
    <Section {...section} part="details-attachments" title={productDetailsMessages.attachments}>
      <ul data-part="attachment-list">
        {attachments.map((file) => (
          <li key={file.BinaryObjectId}>
            {renderLink({
              href: attachmentUrl(file.BinaryObjectId, file.OriginalFilename),
              children: file.OriginalFilename,
              'data-part': 'attachment-link',
              download: file.OriginalFilename,
            })}
          </li>
        ))}
      </ul>
    </Section>
  );
}
