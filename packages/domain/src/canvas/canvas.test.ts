import { describe, expect, it } from 'vitest';
import { BACKGROUND_IMAGE_ID, CANVAS_SIZE, MAX_INITIAL_IMAGE_RATIO, ZOOM_STEP } from './constants.ts';
import { type ImageTarget, printableAreaFromPixels } from './geometry.ts';
import { makeImageTarget } from './factories.ts';
import { BLANK_IMAGE_URL, imageFallbackChain, initialImageUrl, nextImageUrl } from './imageFallback.ts';
import { isBackgroundImageId, isDesignImageId, nextDesignImageId } from './imageIds.ts';
import { deleteSelectedImage, inDrawingOrder, moveLayer, selectImage } from './layers.ts';
import { clampMove, clampResize, initialImageSize, isInsideArea, placeNewImage } from './placement.ts';
import { zoomDirectionFromWheel, zoomImage } from './zoom.ts';

const area = printableAreaFromPixels({ X: 100, Y: 50, Width: 400, Height: 600 });


describe('canvas constants (spec 1 §9, spec 2 §9)', () => {
  it('is 750 x 750 with zoom step 10, 80 % initial size and background id 999', () => {
    expect(CANVAS_SIZE).toEqual({ width: 750, height: 750 });
    expect(ZOOM_STEP).toBe(10);
    expect(MAX_INITIAL_IMAGE_RATIO).toBe(0.8);
    expect(BACKGROUND_IMAGE_ID).toBe(999);
  });
});

describe('new image size: at most 80 % of printable width and height, aspect kept (spec 1 §5)', () => {
  it.each([
    [{ width: 1000, height: 500 }, { width: 320, height: 160 }],
    [{ width: 500, height: 1000 }, { width: 240, height: 480 }],
    [{ width: 800, height: 800 }, { width: 320, height: 320 }],
    [{ width: 100, height: 50 }, { width: 100, height: 50 }],
    [{ width: 0, height: 50 }, { width: 0, height: 0 }],
  ])('%j becomes %j in a 400 x 600 area', (natural, expected) => {
    expect(initialImageSize(natural, area)).toEqual(expected);
  });

  it('centres the new image in the printable area', () => {
    expect(placeNewImage({ width: 1000, height: 500 }, area)).toEqual({ x: 140, y: 270, width: 320, height: 160 });
  });
});

describe('images stay inside the printable area (spec 1 §4 §5)', () => {
  it.each([
    [{ x: 50, y: 20, width: 100, height: 50 }, { x: 100, y: 50, width: 100, height: 50 }],
    [{ x: 450, y: 640, width: 100, height: 50 }, { x: 400, y: 600, width: 100, height: 50 }],
    [{ x: 200, y: 200, width: 100, height: 50 }, { x: 200, y: 200, width: 100, height: 50 }],
    [{ x: 300, y: 0, width: 500, height: 50 }, { x: 100, y: 50, width: 500, height: 50 }],
  ])('a move to %j is clamped to %j', (rect, expected) => {
    expect(clampMove(rect, area)).toEqual(expected);
  });

  it.each([
    [{ x: 80, y: 40, width: 200, height: 100 }, { x: 100, y: 50, width: 180, height: 90 }],
    [{ x: 400, y: 600, width: 200, height: 100 }, { x: 400, y: 600, width: 100, height: 50 }],
    [{ x: 300, y: 300, width: -50, height: -20 }, { x: 250, y: 280, width: 50, height: 20 }],
  ])('a resize to %j is clamped to %j', (rect, expected) => {
    const clamped = clampResize(rect, area);
    expect(clamped).toEqual(expected);
    expect(isInsideArea(clamped, area)).toBe(true);
  });
});

describe('zoom in steps of 10 (spec 1 §4)', () => {
  it.each([
    [-120, 'in'],
    [120, 'out'],
    [0, null],
  ])('wheel delta %d zooms %j', (delta, direction) => {
    expect(zoomDirectionFromWheel(delta)).toBe(direction);
  });

  it('changes the width by 10, keeps the aspect ratio and the centre', () => {
    expect(zoomImage({ x: 200, y: 200, width: 100, height: 50 }, 'in', area)).toEqual({ x: 195, y: 197.5, width: 110, height: 55 });
    expect(zoomImage({ x: 200, y: 200, width: 100, height: 50 }, 'out', area)).toEqual({ x: 205, y: 202.5, width: 90, height: 45 });
  });

  it('never grows beyond the area nor shrinks below one step', () => {
    expect(zoomImage({ x: 100, y: 300, width: 400, height: 200 }, 'in', area)).toEqual({ x: 100, y: 300, width: 400, height: 200 });
    expect(zoomImage({ x: 200, y: 200, width: 10, height: 10 }, 'out', area).width).toBe(10);
    expect(isInsideArea(zoomImage({ x: 100, y: 50, width: 100, height: 100 }, 'in', area), area)).toBe(true);
  });
});

describe('image ids (spec 1 §5)', () => {
  it.each([
    [999, true, false],
    [0, false, true],
    [998, false, true],
    [1000, false, false],
    [-1, false, false],
  ])('id %d: background %s, design %s', (id, background, design) => {
    expect(isBackgroundImageId(id)).toBe(background);
    expect(isDesignImageId(id)).toBe(design);
  });

  it('gives new design images ids below 999', () => {
    expect(nextDesignImageId([])).toBe(0);
    expect(nextDesignImageId([999, 0, 3])).toBe(4);
    expect(nextDesignImageId([998, 1])).toBe(0);
    expect(nextDesignImageId(Array.from({ length: 999 }, (_, id) => id))).toBeNull();
  });
});

describe('layers (spec 1 §4)', () => {
  const targets = [
    makeImageTarget({ id: BACKGROUND_IMAGE_ID, order: 0 }),
    makeImageTarget({ id: 1, order: 1 }),
    makeImageTarget({ id: 2, order: 2, selected: true }),
    makeImageTarget({ id: 3, order: 5 }),
  ];
  const orders = (list: ImageTarget[]) => Object.fromEntries(list.map((target) => [target.id, target.order]));

  it.each([
    [2, 'up', { 999: 0, 1: 1, 2: 5, 3: 2 }],
    [2, 'down', { 999: 0, 1: 2, 2: 1, 3: 5 }],
    [3, 'up', { 999: 0, 1: 1, 2: 2, 3: 5 }],
    [1, 'down', { 999: 0, 1: 1, 2: 2, 3: 5 }],
    [42, 'up', { 999: 0, 1: 1, 2: 2, 3: 5 }],
  ] as const)('moving %d %s swaps order with the neighbour: %j', (id, direction, expected) => {
    expect(orders(moveLayer(targets, id, direction))).toEqual(expected);
  });

  it('selects one image, deletes the selected one and keeps the background', () => {
    expect(selectImage(targets, 3).filter((target) => target.selected).map((target) => target.id)).toEqual([3]);
    expect(selectImage(targets, null).some((target) => target.selected)).toBe(false);
    expect(deleteSelectedImage(targets).map((target) => target.id)).toEqual([999, 1, 3]);
    expect(deleteSelectedImage(selectImage(targets, 999)).map((target) => target.id)).toEqual([999, 1, 2, 3]);
    expect(inDrawingOrder(moveLayer(targets, 2, 'up')).map((target) => target.id)).toEqual([999, 1, 3, 2]);
  });
});

describe('image fallback chain (spec 1 §4)', () => {
  const sources = {
    transparentUrl: 'https://img.example/1.png?bg=remove',
    lightBackgroundJpegUrl: 'https://img.example/1.jpg',
    defaultUrl: 'https://img.example/default.jpg',
  };

  it('goes transparent → light-background JPEG → default → blank → nothing', () => {
    expect(imageFallbackChain(sources)).toEqual([sources.transparentUrl, sources.lightBackgroundJpegUrl, sources.defaultUrl, BLANK_IMAGE_URL]);
    expect(initialImageUrl(sources)).toBe(sources.transparentUrl);
    expect(nextImageUrl(sources, sources.transparentUrl)).toBe(sources.lightBackgroundJpegUrl);
    expect(nextImageUrl(sources, sources.lightBackgroundJpegUrl)).toBe(sources.defaultUrl);
    expect(nextImageUrl(sources, sources.defaultUrl)).toBe(BLANK_IMAGE_URL);
    expect(nextImageUrl(sources, BLANK_IMAGE_URL)).toBeNull();
  });

  it.each([
    [{ lightBackgroundJpegUrl: 'a.jpg', defaultUrl: 'd.jpg' }, 'a.jpg', 'd.jpg'],
    [{ transparentUrl: 't.png', defaultUrl: 'd.jpg' }, 't.png', 'd.jpg'],
    [{ defaultUrl: 'd.jpg' }, 'd.jpg', BLANK_IMAGE_URL],
    [{}, BLANK_IMAGE_URL, null],
    [{ defaultUrl: 'd.jpg' }, 'elsewhere.jpg', 'd.jpg'],
  ])('with %j, after %j fails it tries %j', (partial, failed, next) => {
    expect(nextImageUrl(partial, failed)).toBe(next);
  });
});
