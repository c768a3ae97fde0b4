// A small render of one panel's design for the panel chooser (spec 2 §2 "preview images"; issue 20 item 4): the
// panel's printable area and its images in layer order, drawn as SVG so the chooser needs no Konva stage per panel.
// Decorative: the chooser's button names the panel and how many images it holds.
import type { UvCanvasImage, UvCanvasPanel } from './useUvCanvas.ts';

/** The canvas is 750 x 750 (spec 1 §4); the preview scales all of it. */
const CANVAS_SIZE = 750;

export interface UvPanelPreviewProps {
  /** The panel whose printable area is outlined. */
  panel: UvCanvasPanel;
  /** The panel's images, in any order; drawn by `order`. */
  images: readonly UvCanvasImage[];
  /** Width and height in CSS pixels. @default 72 */
  size?: number;
}

export function UvPanelPreview({ panel, images, size = 72 }: UvPanelPreviewProps) {
  const area = panel.PrintableAreaPixels;
  const clipId = `uv-preview-${panel.PanelName}`;
  return (
    <svg data-part="panel-preview" data-state={images.length > 0 ? 'designed' : 'empty'} width={size} height={size} viewBox={`0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}`} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x={area.X} y={area.Y} width={area.Width} height={area.Height} />
        </clipPath>
      </defs>
      <rect data-part="panel-preview-area" x={area.X} y={area.Y} width={area.Width} height={area.Height} fill="#ffffff" stroke="#64748b" strokeWidth={8} />
      <g clipPath={`url(#${clipId})`}>
        {[...images]
          .sort((a, b) => a.order - b.order)
          .map((image) => (
            <image key={image.id} href={image.url} x={image.x} y={image.y} width={image.width} height={image.height} preserveAspectRatio="none" />
          ))}
      </g>
    </svg>
  );
}
