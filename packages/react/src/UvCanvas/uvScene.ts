// The Konva scene of one panel, driven by hand: the grey panel (or its picture, id 999), the dashed printable area,
// the design images in drawing order and a Transformer. Why not react-konva: its second React reconciler
// (react-reconciler, about 38 kB gzip) was a third of the designer's JavaScript and put the route over its 120 kB
// budget (issue 20, bench/uvDesigner.bench.ts); the scene has five kinds of node and one owner, so `update()` after
// each React commit does the reconciling. Drag frames still touch no React: Konva moves the node, React commits on
// drag end.
import Konva from 'konva/lib/Core';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Rect } from 'konva/lib/shapes/Rect';
import { Transformer } from 'konva/lib/shapes/Transformer';
import type { KonvaEventObject } from 'konva/lib/Node';
import { BACKGROUND_IMAGE_ID, CANVAS_SIZE, type CanvasRect } from '@rigkit/domain/canvas';
import { loadCanvasImage } from './useCanvasImage.ts';
import type { UvCanvasImage } from './useUvCanvas.ts';

/** What the scene reports; read through a ref so the newest React state answers each event. */
export interface UvSceneHandlers {
  select(id: number | null): void;
  dragStart(id: number): void;
  dragMove(): void;
  dragEnd(id: number, x: number, y: number): void;
  transformEnd(id: number, rect: CanvasRect): void;
  /** A wheel turn over `targetId` (an image) or over the stage (null). */
  wheel(targetId: number | null, event: WheelEvent): void;
  touchMove(event: TouchEvent): void;
  touchEnd(): void;
}

/** What the scene draws. */
export interface UvSceneState {
  area: CanvasRect;
  /** Back to front. */
  images: readonly UvCanvasImage[];
  selectedId: number | null;
  isDisabled: boolean;
  backgroundUrl: string | undefined;
  defaultImageUrl: string | undefined;
}

export interface UvScene {
  update(state: UvSceneState): void;
  destroy(): void;
}

interface ImageEntry {
  node: KonvaImage;
  url: string;
  image: UvCanvasImage;
  cancelLoad: () => void;
}

const imageNodeId = (id: number) => `uv-image-${id}`;
const resizeAnchors = ['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'];

export function createUvScene(container: HTMLDivElement, handlers: { readonly current: UvSceneHandlers }): UvScene {
  const { width, height } = CANVAS_SIZE;
  const stage = new Konva.Stage({ container, width, height });
  const layer = new Konva.Layer();
  stage.add(layer);
  const backgroundRect = new Rect({ id: imageNodeId(BACKGROUND_IMAGE_ID), width, height, fill: '#e8eaed', listening: false });
  const backgroundImage = new KonvaImage({ image: undefined, width, height, listening: false, visible: false });
  const areaRect = new Rect({ fill: '#ffffff', stroke: '#5f6368', strokeWidth: 1, dash: [6, 4], listening: false });
  const transformer = new Transformer({ rotateEnabled: false, keepRatio: false, enabledAnchors: resizeAnchors });
  layer.add(backgroundRect, backgroundImage, areaRect, transformer);

  const entries = new Map<number, ImageEntry>();
  let area: CanvasRect = { x: 0, y: 0, width: 0, height: 0 };
  let backgroundUrl: string | undefined;
  let cancelBackground: () => void = () => undefined;

  stage.on('mousedown', (event) => {
    if (event.target === stage) handlers.current.select(null);
  });
  stage.on('wheel', (event: KonvaEventObject<WheelEvent>) => {
    const target = event.target;
    handlers.current.wheel(target.name() === 'uv-image' ? Number(target.id().slice('uv-image-'.length)) : null, event.evt);
  });
  stage.on('touchmove', (event: KonvaEventObject<TouchEvent>) => handlers.current.touchMove(event.evt));
  stage.on('touchend', () => handlers.current.touchEnd());

  function createEntry(image: UvCanvasImage, defaultImageUrl: string | undefined): ImageEntry {
    const node = new KonvaImage({ id: imageNodeId(image.id), name: 'uv-image', image: undefined });
    const entry: ImageEntry = { node, url: image.url, image, cancelLoad: () => undefined };
    // Keeps the node inside the printable area while it moves, without React (the stage is never scaled).
    node.dragBoundFunc((position) => ({
      x: Math.min(Math.max(position.x, area.x), Math.max(area.x, area.x + area.width - entry.image.width)),
      y: Math.min(Math.max(position.y, area.y), Math.max(area.y, area.y + area.height - entry.image.height)),
    }));
    node.on('mousedown tap', () => handlers.current.select(entry.image.id));
    node.on('dragstart', () => handlers.current.dragStart(entry.image.id));
    node.on('dragmove', () => handlers.current.dragMove());
    node.on('dragend', () => handlers.current.dragEnd(entry.image.id, node.x(), node.y()));
    node.on('transformend', () => {
      const rect = { x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY() };
      node.scale({ x: 1, y: 1 });
      handlers.current.transformEnd(entry.image.id, rect);
    });
    entry.cancelLoad = loadCanvasImage(image.url, undefined, defaultImageUrl, (element) => {
      node.image(element);
      layer.batchDraw();
    });
    layer.add(node);
    return entry;
  }

  function update(state: UvSceneState): void {
    area = state.area;
    areaRect.setAttrs({ x: area.x, y: area.y, width: area.width, height: area.height });
    if (state.backgroundUrl !== backgroundUrl) {
      backgroundUrl = state.backgroundUrl;
      cancelBackground();
      backgroundImage.visible(false);
      backgroundRect.visible(true);
      if (backgroundUrl) {
        cancelBackground = loadCanvasImage(backgroundUrl, undefined, undefined, (element) => {
          // The picture takes the background's id once it shows, as the grey panel had it before.
          backgroundRect.setAttrs({ visible: false, id: '' });
          backgroundImage.setAttrs({ image: element, visible: true, id: imageNodeId(BACKGROUND_IMAGE_ID) });
          layer.batchDraw();
        });
      }
    }
    const present = new Set(state.images.map((image) => image.id));
    for (const [id, entry] of entries) {
      if (present.has(id)) continue;
      entry.cancelLoad();
      entry.node.destroy();
      entries.delete(id);
    }
    for (const image of state.images) {
      let entry = entries.get(image.id);
      if (entry && entry.url !== image.url) {
        entry.cancelLoad();
        entry.node.destroy();
        entries.delete(image.id);
        entry = undefined;
      }
      entry ??= createEntry(image, state.defaultImageUrl);
      entries.set(image.id, entry);
      entry.image = image;
      entry.node.position({ x: image.x, y: image.y });
      entry.node.size({ width: image.width, height: image.height });
      entry.node.draggable(!state.isDisabled);
      // Drawing order: each image in turn to the top leaves them back to front.
      entry.node.moveToTop();
    }
    transformer.moveToTop();
    const selected = state.selectedId === null ? undefined : entries.get(state.selectedId)?.node;
    transformer.nodes(selected && !state.isDisabled ? [selected] : []);
    layer.batchDraw();
  }

  return {
    update,
    destroy() {
      cancelBackground();
      for (const entry of entries.values()) entry.cancelLoad();
      stage.destroy();
    },
  };
}
