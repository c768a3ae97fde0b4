import type { ReactNode } from 'react';
import { createContext, use, useId, useLayoutEffect, useRef } from 'react';
import { zoomDirectionFromWheel } from '@rigkit/domain/canvas';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { uvCanvasMessages } from './messages.ts';
import { createUvScene, type UvScene, type UvSceneHandlers } from './uvScene.ts';
import type { UvCanvasAria, UvCanvasProps } from './useUvCanvas.ts';
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
 * A Konva stage of 750 x 750 for one printable panel (spec 1 §4 §5, row G1): select, drag (Konva moves the
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

/** The Konva stage (uvScene.ts) inside a focusable group that takes the keyboard. */
function StagePart() {
  const { canvas, props, helpId, layersId } = useUvCanvasContext('Stage');
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<UvScene | null>(null);
  const pinch = useRef<number | null>(null);
  const { area, selectedId, layers } = canvas;
  const isDisabled = props.isDisabled ?? false;

  // The scene's events answer with the newest render's state; the handlers are replaced after each commit.
  const handlers = useRef<UvSceneHandlers | null>(null);
  useLayoutEffect(() => {
    handlers.current = {
      select: (id) => canvas.select(id),
      dragStart: (id) => {
        canvas.select(id);
        canvas.setDragState('dragStart');
      },
      dragMove: () => {
        if (canvas.dragStateRef.current === 'dragging') return;
        canvas.setDragState('dragging');
        // The frames of a drag re-render nothing: the state attribute is written on the element itself.
        if (rootRef.current) rootRef.current.dataset['state'] = 'dragging';
      },
      dragEnd: (id, x, y) => {
        canvas.setDragState('idle');
        if (rootRef.current) rootRef.current.dataset['state'] = 'idle';
        canvas.commitMove(id, x, y);
      },
      transformEnd: (id, rect) => canvas.commitResize(id, rect),
      wheel: (targetId, event) => {
        const direction = zoomDirectionFromWheel(event.deltaY);
        const id = targetId ?? selectedId;
        if (direction === null || id === null || isDisabled) return;
        event.preventDefault();
        canvas.zoom(id, direction);
      },
      touchMove: (event) => {
        const first = event.touches[0];
        const second = event.touches[1];
        if (!first || !second || selectedId === null) return;
        event.preventDefault();
        const distance = Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
        // A pinch is the wheel's zoom: one step of 10 for each 10 px the fingers move apart or together.
        if (pinch.current !== null && Math.abs(distance - pinch.current) >= 10) {
          canvas.zoom(selectedId, distance > pinch.current ? 'in' : 'out');
          pinch.current = distance;
        } else if (pinch.current === null) pinch.current = distance;
      },
      touchEnd: () => {
        pinch.current = null;
      },
    };
  });

  useLayoutEffect(() => {
    if (!containerRef.current) return undefined;
    const scene = createUvScene(containerRef.current, {
      get current() {
        if (!handlers.current) throw new Error('UvCanvas: the scene reported an event before its first commit');
        return handlers.current;
      },
    });
    sceneRef.current = scene;
    return () => {
      scene.destroy();
      sceneRef.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    sceneRef.current?.update({ area, images: layers.map((layer) => layer.image), selectedId, isDisabled, backgroundUrl: props.backgroundUrl, defaultImageUrl: props.defaultImageUrl });
  }, [area, layers, selectedId, isDisabled, props.backgroundUrl, props.defaultImageUrl]);

  return (
    <div {...canvas.canvasProps} ref={rootRef} aria-describedby={`${helpId} ${layersId}`} data-part="stage" data-state={canvas.dragState}>
      <VisuallyHidden id={helpId}>{uvCanvasMessages.keyboardHelp}</VisuallyHidden>
      <div ref={containerRef} />
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
