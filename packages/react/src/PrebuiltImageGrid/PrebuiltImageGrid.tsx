import { Lightbox } from '../Lightbox/Lightbox.tsx';
import { prebuiltImageGridMessages } from './messages.ts';
import type { PrebuiltImageGridProps } from './usePrebuiltImageGrid.ts';
import { PREBUILT_IMAGE_GRID_WIDTHS, prebuiltImageGridView } from './usePrebuiltImageGrid.ts';
import { useImageUrl } from '../RigkitProvider/RigkitProvider.tsx';

export interface PrebuiltImageGridComponentProps extends PrebuiltImageGridProps {
  /** Accessible name of the grid. @default 'Gallery' */
  'aria-label'?: string;
  /** Class name of the grid's list. */
  className?: string;
}

/**
 * The prebuilt page's image grid (spec 2 §2): with at least 8 images it shows positions 2 to 7, each a button that
 * opens the lightbox on it; with fewer it renders nothing. `data-rigkit="prebuilt-image-grid"`, `data-position` on
 * each cell.
 */
export function PrebuiltImageGrid({ 'aria-label': ariaLabel, className, ...props }: PrebuiltImageGridComponentProps) {
  const imageUrl = useImageUrl(props.imageUrl);
  const view = prebuiltImageGridView({ ...props, imageUrl });
  if (!view) return null;
  return (
    <Lightbox.Root images={view.lightboxImages} label={ariaLabel ?? prebuiltImageGridMessages.label}>
      <ul aria-label={ariaLabel ?? prebuiltImageGridMessages.label} className={className} data-rigkit="prebuilt-image-grid">
        {view.cells.map((cell, index) => (
          <li key={`${cell.image.ImageId}-${cell.position}`} data-part="cell" data-position={cell.position}>
            <Lightbox.Trigger index={index} aria-label={prebuiltImageGridMessages.openLarger(cell.alt)}>
              <img src={cell.src} width={PREBUILT_IMAGE_GRID_WIDTHS.cell} height={PREBUILT_IMAGE_GRID_WIDTHS.cell} alt="" loading="lazy" decoding="async" data-part="image" />
            </Lightbox.Trigger>
          </li>
        ))}
      </ul>
      <Lightbox.Content>
        <Lightbox.Counter />
        <Lightbox.Close />
        <Lightbox.Previous />
        <Lightbox.Image />
        <Lightbox.Next />
        <Lightbox.Caption />
      </Lightbox.Content>
    </Lightbox.Root>
  );
}
