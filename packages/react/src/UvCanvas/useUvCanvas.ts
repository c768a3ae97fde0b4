// State and behaviour of the UV canvas (spec 1 §4 §5, row G1): one panel's images, the selection, moves and
// resizes clamped to the printable area, wheel zoom in steps of 10, layer up/down, delete, the keyboard, and the
// print preflight. Rules come from @rigkit/domain (canvas, uvPrint); Konva only draws and reports drag ends.
import type { KeyboardEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import {
  clampMove,
  clampResize,
  inDrawingOrder,
  moveLayer,
  printableAreaFromPixels,
  zoomImage,
  type CanvasRect,
  type CanvasDragState,
  type LayerDirection,
  type PrintableAreaPixels,
  type ZoomDirection,
} from '@rigkit/domain/canvas';
import { dpiLevel, effectiveDpi, worstDpiLevel, type DpiLevel } from '@rigkit/domain/uvPrint';
import { uvCanvasMessages } from './messages.ts';

/** One image on a panel, in canvas pixels; `naturalWidth`/`naturalHeight` are the source pixels (for the DPI). */
export interface UvCanvasImage extends CanvasRect {
  /** Design images have ids below 999 (spec 1 §5). */
  id: number;
  /** Drawing order: higher is in front. */
  order: number;
  /** The address of the picture. */
  url: string;
  /** What the layer list calls it (the file name or the sample's name). */
  name: string;
  naturalWidth: number;
  naturalHeight: number;
}

/** A printable panel as the canvas needs it. */
export interface UvCanvasPanel {
  /** 'L', 'R', 'T' or 'F'. */
  PanelName: string;
  /** The printable area on the 750 x 750 canvas. */
  PrintableAreaPixels: PrintableAreaPixels;
  /** The panel's real size, for the print preflight; without it no DPI is shown. */
  PrintableAreaPhysical?: { WidthMM: number; HeightMM?: number } | undefined;
}

export interface UvCanvasProps {
  /** The panel drawn. */
  panel: UvCanvasPanel;
  /** The panel's name as a shopper reads it, e.g. 'Left side'. @default the PanelName */
  panelLabel?: string;
  /** The images (controlled). */
  value?: readonly UvCanvasImage[];
  /** The images at first (uncontrolled). @default [] */
  defaultValue?: readonly UvCanvasImage[];
  /** Called with the new images after every committed change (drag end, resize end, zoom, delete, layer). */
  onChange?: (images: UvCanvasImage[]) => void;
  /** The selected image id (controlled). */
  selectedId?: number | null;
  /** Called when the selection changes. */
  onSelectionChange?: (id: number | null) => void;
  /** The canvas takes no changes (guests may still design; the page decides). @default false */
  isDisabled?: boolean;
}

export interface UvCanvasLayer {
  image: UvCanvasImage;
  dpi: number;
  level: DpiLevel;
  description: string;
  isSelected: boolean;
}

export interface UvCanvasAria {
  images: UvCanvasImage[];
  /** Back to front. */
  layers: UvCanvasLayer[];
  selectedId: number | null;
  selected: UvCanvasImage | null;
  area: CanvasRect;
  dragState: CanvasDragState;
  /** The worst print resolution of the panel's images, and that DPI (0 with no images or no physical size). */
  preflight: { level: DpiLevel; dpi: number };
  /** The last change in words, for the live region. */
  announcement: string;
  select(id: number | null): void;
  /** Konva reports a drag end at (x, y): clamped and committed. */
  commitMove(id: number, x: number, y: number): void;
  /** Konva reports a resize end: clamped and committed. */
  commitResize(id: number, rect: CanvasRect): void;
  zoom(id: number, direction: ZoomDirection): void;
  remove(id: number): void;
  moveLayer(id: number, direction: LayerDirection): void;
  /** For the drag-state attribute, written on the root element without a React render per frame. */
  dragStateRef: { current: CanvasDragState };
  setDragState(state: CanvasDragState): void;
  canvasProps: {
    role: 'group';
    tabIndex: number;
    'aria-label': string;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

const nudge = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as const;

export function useUvCanvas(props: UvCanvasProps): UvCanvasAria {
  const [images, setImages] = useControlledState<readonly UvCanvasImage[]>(props.value as UvCanvasImage[], (props.defaultValue ?? []) as UvCanvasImage[], props.onChange as (value: readonly UvCanvasImage[]) => void);
  const [selectedId, setSelectedId] = useControlledState<number | null>(props.selectedId as number | null, null, props.onSelectionChange);
  const [dragState, setDragStateValue] = useState<CanvasDragState>('idle');
  const dragStateRef = useRef<CanvasDragState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const area = useMemo(() => printableAreaFromPixels(props.panel.PrintableAreaPixels), [props.panel.PrintableAreaPixels]);
  const widthMm = props.panel.PrintableAreaPhysical?.WidthMM ?? 0;

  const layers = useMemo(() => {
    const ordered = inDrawingOrder(images.map((image) => ({ ...image, selected: false })));
    return ordered.map((image, index): UvCanvasLayer => {
      const dpi = widthMm > 0 ? effectiveDpi({ width: image.naturalWidth, height: image.naturalHeight }, image, props.panel.PrintableAreaPixels, widthMm) : 0;
      const { selected: _selected, ...plain } = image;
      return {
        image: plain,
        dpi,
        level: dpi > 0 ? dpiLevel(dpi) : 'ok',
        description: uvCanvasMessages.layer(index + 1, ordered.length, image.name, image.width, image.height, image.x, image.y, dpi),
        isSelected: image.id === selectedId,
      };
    });
  }, [images, selectedId, widthMm, props.panel.PrintableAreaPixels]);

  const preflight = useMemo(() => {
    const rated = layers.filter((layer) => layer.dpi > 0);
    const level = worstDpiLevel(rated.map((layer) => layer.level));
    const dpi = rated.length === 0 ? 0 : Math.min(...rated.map((layer) => layer.dpi));
    return { level, dpi };
  }, [layers]);

  const find = useCallback((id: number) => images.find((image) => image.id === id), [images]);
  const replace = useCallback((id: number, rect: CanvasRect) => setImages(images.map((image) => (image.id === id ? { ...image, ...rect } : image))), [images, setImages]);

  const select = useCallback(
    (id: number | null) => {
      setSelectedId(id);
      const image = id === null ? undefined : find(id);
      if (image) setAnnouncement(uvCanvasMessages.selected(image.name));
    },
    [find, setSelectedId],
  );

  const commitMove = useCallback(
    (id: number, x: number, y: number) => {
      const image = find(id);
      if (!image || props.isDisabled) return;
      const moved = clampMove({ x, y, width: image.width, height: image.height }, area);
      replace(id, moved);
      setAnnouncement(uvCanvasMessages.moved(image.name, moved.x, moved.y));
    },
    [area, find, props.isDisabled, replace],
  );

  const commitResize = useCallback(
    (id: number, rect: CanvasRect) => {
      const image = find(id);
      if (!image || props.isDisabled) return;
      const resized = clampResize(rect, area);
      if (resized.width < 1 || resized.height < 1) return;
      replace(id, resized);
      setAnnouncement(uvCanvasMessages.resized(image.name, resized.width, resized.height));
    },
    [area, find, props.isDisabled, replace],
  );

  const zoom = useCallback(
    (id: number, direction: ZoomDirection) => {
      const image = find(id);
      if (!image || props.isDisabled) return;
      const zoomed = zoomImage(image, direction, area);
      replace(id, zoomed);
      setAnnouncement(uvCanvasMessages.resized(image.name, zoomed.width, zoomed.height));
    },
    [area, find, props.isDisabled, replace],
  );

  const remove = useCallback(
    (id: number) => {
      const image = find(id);
      if (!image || props.isDisabled) return;
      setImages(images.filter((candidate) => candidate.id !== id));
      setSelectedId(null);
      setAnnouncement(uvCanvasMessages.removed(image.name));
    },
    [find, images, props.isDisabled, setImages, setSelectedId],
  );

  const changeLayer = useCallback(
    (id: number, direction: LayerDirection) => {
      const image = find(id);
      if (!image || props.isDisabled) return;
      const moved = moveLayer(images.map((candidate) => ({ ...candidate, selected: false })), id, direction).map(({ selected: _selected, ...plain }) => plain);
      setImages(moved);
      const position = inDrawingOrder(moved.map((candidate) => ({ ...candidate, selected: false }))).findIndex((candidate) => candidate.id === id) + 1;
      setAnnouncement(uvCanvasMessages.layerMoved(image.name, position, moved.length));
    },
    [find, images, props.isDisabled, setImages],
  );

  const setDragState = useCallback((state: CanvasDragState) => {
    dragStateRef.current = state;
    // Only the edges of a drag reach React (start and end); the frames between stay in Konva (issue 20 item 1).
    if (state !== 'dragging') setDragStateValue(state);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      const ordered = layers.map((layer) => layer.image);
      if (event.key === 'Tab') {
        // Tab cycles the images; past the last (or before the first) focus leaves the canvas, so there is no trap.
        const index = ordered.findIndex((image) => image.id === selectedId);
        const next = event.shiftKey ? (index === -1 ? ordered.length - 1 : index - 1) : index + 1;
        const target = ordered[next];
        if (target && next >= 0) {
          event.preventDefault();
          select(target.id);
        }
        return;
      }
      const image = selectedId === null ? undefined : find(selectedId);
      if (!image) return;
      if (event.key in nudge) {
        event.preventDefault();
        const [dx, dy] = nudge[event.key as keyof typeof nudge];
        const step = event.shiftKey ? 10 : 1;
        commitMove(image.id, image.x + dx * step, image.y + dy * step);
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        remove(image.id);
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault();
        zoom(image.id, 'in');
      } else if (event.key === '-') {
        event.preventDefault();
        zoom(image.id, 'out');
      } else if (event.key === 'Escape') {
        select(null);
      }
    },
    [commitMove, find, layers, remove, select, selectedId, zoom],
  );

  return {
    images: [...images],
    layers,
    selectedId,
    selected: (selectedId === null ? undefined : find(selectedId)) ?? null,
    area,
    dragState,
    preflight,
    announcement,
    select,
    commitMove,
    commitResize,
    zoom,
    remove,
    moveLayer: changeLayer,
    dragStateRef,
    setDragState,
    canvasProps: { role: 'group', tabIndex: 0, 'aria-label': uvCanvasMessages.canvasLabel(props.panelLabel ?? props.panel.PanelName), onKeyDown },
  };
}
