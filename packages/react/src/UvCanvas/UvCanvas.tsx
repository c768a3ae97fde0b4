import type { ReactNode } from 'react';
import { createContext, use, useEffect, useId, useRef } from 'react';
import type Konva from 'konva';
// Konva's core and only the three shapes drawn here, not the whole library (react-konva's default entry imports
// every shape): about a third less JavaScript on the designer (bench/uvDesigner.bench.ts). The shape modules
// register themselves with Konva when imported.
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Transformer';
import { Image as KonvaImage, Layer, Rect, Stage, Transformer } from 'react-konva/lib/ReactKonvaCore';
import { BACKGROUND_IMAGE_ID, CANVAS_SIZE, zoomDirectionFromWheel } from '@rigkit/domain/canvas';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { uvCanvasMessages } from './messages.ts';
import { useCanvasImage } from './useCanvasImage.ts';
import type { UvCanvasAria, UvCanvasImage, UvCanvasProps } from './useUvCanvas.ts';
import { useUvCanvas } from './useUvCanvas.ts';

interface UvCanvasContextValue {
  canvas: UvCanvasAria;
  props: UvCanvasComponentProps;
  helpId: string;
  layersId: string;
}

const UvCanvasContext = createContext<UvCanvasContextValue | null>(null);

function useUvCanvasContext(part: string): UvCanvasContextValue {
  const context = use(UvCanvasContext);
  if (!context) throw new Error(`UvCanvas.${part} must be inside UvCanvas.Root`);
  return context;
}

export interface UvCanvasComponentProps extends UvCanvasProps {
  /** The parts to show. @default the stage, the image tools, the preflight badge and the layer list */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
  /** The case panel's picture behind the design (image id 999). @default a plain panel */
  backgroundUrl?: string;
  /** The picture shown when an image and its fallback fail to load. @default blank */
  defaultImageUrl?: string;
  /** The level of the Layers heading, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A react-konva stage of 750 x 750 for one printable panel (spec 1 §4 §5, row G1): select, drag (Konva moves the
 * node; React commits on drag end), resize by edges and corners, wheel zoom in steps of 10, touch pinch, delete,
 * layer up and down, the keyboard, a described list of layers for screen readers and the print-resolution badge.
 */
function Root({ children, className, ...props }: UvCanvasComponentProps) {
  const canvas = useUvCanvas(props);
  const helpId = useId();
  const layersId = useId();
  return (
    <UvCanvasContext value={{ canvas, props, helpId, layersId }}>
      <div className={className} data-rigkit="uv-canvas" data-state={canvas.dragState} data-preflight={canvas.preflight.level} data-disabled={props.isDisabled ? '' : undefined}>
        {children ?? (
          <>
            <StagePart />
            <Tools />
            <Preflight />
            <Layers />
          </>
        )}
        <VisuallyHidden role="status" data-part="announcement">
          {canvas.announcement}
        </VisuallyHidden>
      </div>
    </UvCanvasContext>
  );
}

function CanvasImage({ image, canvas, isDisabled, defaultImageUrl, rootRef }: { image: UvCanvasImage; canvas: UvCanvasAria; isDisabled: boolean; defaultImageUrl: string | undefined; rootRef: { current: HTMLDivElement | null } }) {
  const element = useCanvasImage(image.url, undefined, defaultImageUrl);
  const { area } = canvas;
  return (
    <KonvaImage
      id={`uv-image-${image.id}`}
      name="uv-image"
      image={element ?? undefined}
      x={image.x}
      y={image.y}
      width={image.width}
      height={image.height}
      draggable={!isDisabled}
      // Keeps the node inside the printable area while it moves, without React (the stage is never scaled).
      dragBoundFunc={(position) => ({
        x: Math.min(Math.max(position.x, area.x), Math.max(area.x, area.x + area.width - image.width)),
        y: Math.min(Math.max(position.y, area.y), Math.max(area.y, area.y + area.height - image.height)),
      })}
      onMouseDown={() => canvas.select(image.id)}
      onTap={() => canvas.select(image.id)}
      onDragStart={() => {
        canvas.select(image.id);
        canvas.setDragState('dragStart');
      }}
      onDragMove={() => {
        if (canvas.dragStateRef.current === 'dragging') return;
        canvas.setDragState('dragging');
        // The frames of a drag re-render nothing: the state attribute is written on the element itself.
        if (rootRef.current) rootRef.current.dataset['state'] = 'dragging';
      }}
      onDragEnd={(event) => {
        canvas.setDragState('idle');
        if (rootRef.current) rootRef.current.dataset['state'] = 'idle';
        canvas.commitMove(image.id, event.target.x(), event.target.y());
      }}
      onTransformEnd={(event) => {
        const node = event.target;
        const rect = { x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY() };
        node.scale({ x: 1, y: 1 });
        canvas.commitResize(image.id, rect);
      }}
    />
  );
}

function Background({ url }: { url: string | undefined }) {
  const element = useCanvasImage(url ?? '');
  if (url && element) return <KonvaImage id={`uv-image-${BACKGROUND_IMAGE_ID}`} image={element} width={CANVAS_SIZE.width} height={CANVAS_SIZE.height} listening={false} />;
  return <Rect id={`uv-image-${BACKGROUND_IMAGE_ID}`} width={CANVAS_SIZE.width} height={CANVAS_SIZE.height} fill="#e8eaed" listening={false} />;
}

/** The Konva stage inside a focusable group that takes the keyboard. */
function StagePart() {
  const { canvas, props, helpId, layersId } = useUvCanvasContext('Stage');
  const rootRef = useRef<HTMLDivElement>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const pinch = useRef<number | null>(null);
  const { area, selectedId } = canvas;

  useEffect(() => {
    const transformer = transformerRef.current;
    const node = selectedId === null ? undefined : stageRef.current?.findOne(`#uv-image-${selectedId}`);
    transformer?.nodes(node && !props.isDisabled ? [node] : []);
    transformer?.getLayer()?.batchDraw();
  }, [selectedId, canvas.images, props.isDisabled]);

  return (
    <div {...canvas.canvasProps} ref={rootRef} aria-describedby={`${helpId} ${layersId}`} data-part="stage" data-state={canvas.dragState}>
      <VisuallyHidden id={helpId}>{uvCanvasMessages.keyboardHelp}</VisuallyHidden>
      <Stage
        ref={stageRef}
        width={CANVAS_SIZE.width}
        height={CANVAS_SIZE.height}
        onMouseDown={(event) => {
          if (event.target === event.target.getStage()) canvas.select(null);
        }}
        onWheel={(event) => {
          const direction = zoomDirectionFromWheel(event.evt.deltaY);
          const targetId = event.target.name() === 'uv-image' ? Number(event.target.id().slice('uv-image-'.length)) : selectedId;
          if (direction === null || targetId === null || props.isDisabled) return;
          event.evt.preventDefault();
          canvas.zoom(targetId, direction);
        }}
        onTouchMove={(event) => {
          const touches = event.evt.touches;
          const first = touches[0];
          const second = touches[1];
          if (!first || !second || selectedId === null) return;
          event.evt.preventDefault();
          const distance = Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
          // A pinch is the wheel's zoom: one step of 10 for each 10 px the fingers move apart or together.
          if (pinch.current !== null && Math.abs(distance - pinch.current) >= 10) {
            canvas.zoom(selectedId, distance > pinch.current ? 'in' : 'out');
            pinch.current = distance;
          } else if (pinch.current === null) pinch.current = distance;
        }}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        <Layer>
          <Background url={props.backgroundUrl} />
          <Rect x={area.x} y={area.y} width={area.width} height={area.height} fill="#ffffff" stroke="#5f6368" strokeWidth={1} dash={[6, 4]} listening={false} />
          {canvas.layers.map((layer) => (
            <CanvasImage key={layer.image.id} image={layer.image} canvas={canvas} isDisabled={props.isDisabled ?? false} defaultImageUrl={props.defaultImageUrl} rootRef={rootRef} />
          ))}
          <Transformer ref={transformerRef} rotateEnabled={false} keepRatio={false} enabledAnchors={['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right']} />
        </Layer>
      </Stage>
    </div>
  );
}

/** The three icon buttons of a selected image (spec 1 §4): delete, layer up, layer down. */
function Tools() {
  const { canvas, props } = useUvCanvasContext('Tools');
  const id = canvas.selectedId;
  const isDisabled = id === null || props.isDisabled === true;
  return (
    <div data-part="tools" role="toolbar" aria-label={uvCanvasMessages.layers}>
      <button type="button" data-part="delete" aria-label={uvCanvasMessages.delete} disabled={isDisabled} onClick={() => id !== null && canvas.remove(id)}>
        <span aria-hidden="true">✕</span>
      </button>
      <button type="button" data-part="layer-up" aria-label={uvCanvasMessages.layerUp} disabled={isDisabled} onClick={() => id !== null && canvas.moveLayer(id, 'up')}>
        <span aria-hidden="true">▲</span>
      </button>
      <button type="button" data-part="layer-down" aria-label={uvCanvasMessages.layerDown} disabled={isDisabled} onClick={() => id !== null && canvas.moveLayer(id, 'down')}>
        <span aria-hidden="true">▼</span>
      </button>
    </div>
  );
}

/** The print-resolution badge: the worst image of the panel (issue 20 item 5). */
function Preflight() {
  const { canvas } = useUvCanvasContext('Preflight');
  if (canvas.layers.length === 0) return null;
  return (
    <p data-part="preflight" data-state={canvas.preflight.level}>
      {uvCanvasMessages.dpiBadge(canvas.preflight.level, canvas.preflight.dpi)}
    </p>
  );
}

/** The layers, front first, described for screen readers; pressing one selects it. */
function Layers() {
  const { canvas, layersId, props } = useUvCanvasContext('Layers');
  const frontFirst = [...canvas.layers].reverse();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  return (
    <section data-part="layers" aria-labelledby={`${layersId}-heading`}>
      <Heading id={`${layersId}-heading`} data-part="layers-heading">
        {uvCanvasMessages.layers}
      </Heading>
      {frontFirst.length === 0 ? (
        <p id={layersId} data-part="layers-empty">
          {uvCanvasMessages.noImages}
        </p>
      ) : (
        <ol id={layersId} data-part="layer-list">
          {frontFirst.map((layer) => (
            <li key={layer.image.id} data-part="layer" data-state={layer.isSelected ? 'selected' : 'idle'} data-preflight={layer.level}>
              <button type="button" aria-pressed={layer.isSelected} onClick={() => canvas.select(layer.image.id)} data-part="layer-button">
                {layer.description}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `<UvCanvas />` is `<UvCanvas.Root />` with its default parts. */
export const UvCanvas = Object.assign((props: UvCanvasComponentProps) => <Root {...props} />, { Root, Stage: StagePart, Tools, Preflight, Layers });
