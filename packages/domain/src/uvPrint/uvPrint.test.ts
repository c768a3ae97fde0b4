import { describe, expect, it } from 'vitest';
import { BACKGROUND_IMAGE_ID, clampMove, isDesignImageId, makeImageTarget, moveLayer, placeNewImage, printableAreaFromPixels, zoomImage } from '../canvas/index.ts';
import { designNameError, normaliseDesignName } from './designName.ts';
import { sniffImageType } from './imageContent.ts';
import { uvPrintMessages } from './messages.ts';
import { casePanelSize, parsePrintablePanels, printableAreaForPanel, sizeFromAttribute } from './panels.ts';
import { dpiLevel, effectiveDpi, printPixels, worstDpiLevel } from './preflight.ts';

describe("printable panels from the case's attribute (spec 2 §5: L, R, T, F)", () => {
  it.each([
    ['L,R,T,F', ['L', 'R', 'T', 'F']],
    ['L,R', ['L', 'R']],
    ['T, l', ['L', 'T']],
    ['None', []],
    ['', []],
    [null, []],
    ['L,L,X', ['L']],
  ] as const)('%s gives %j', (value, panels) => {
    expect(parsePrintablePanels(value)).toEqual(panels);
  });
});

describe('panel geometry on the 750 x 750 canvas', () => {
  it.each([
    [{ widthMm: 450, heightMm: 460 }, { X: 82, Y: 75, Width: 587, Height: 600 }],
    [{ widthMm: 450, heightMm: 230 }, { X: 75, Y: 222, Width: 600, Height: 307 }],
    [{ widthMm: 320, heightMm: 270 }, { X: 75, Y: 122, Width: 600, Height: 506 }],
  ])('a %j panel fills 80 %% of the canvas on its long side, centred', (size, area) => {
    expect(printableAreaForPanel(size)).toEqual(area);
  });

  it.each([
    ['Mid Tower', 'L', 450, 460],
    ['Full Tower', 'T', 520, 250],
    ['Mini-ITX', 'F', 190, 280],
    ['Something else', 'R', 450, 460],
  ] as const)('a %s case has a %s panel of %i x %i mm', (caseSize, panel, widthMm, heightMm) => {
    expect(casePanelSize(caseSize, panel)).toEqual({ widthMm, heightMm });
  });

  it.each([
    ['320x270mm', { widthMm: 320, heightMm: 270 }],
    ['1220 x 590mm', { widthMm: 1220, heightMm: 590 }],
    ['large', null],
  ])('the Size attribute %s reads as %j', (value, size) => {
    expect(sizeFromAttribute(value)).toEqual(size);
  });
});

describe('placing images inside the printable area (spec 1 §4 §5)', () => {
  const area = printableAreaFromPixels(printableAreaForPanel({ widthMm: 450, heightMm: 460 }));

  it.each([
    [{ width: 4000, height: 2000 }, 469.6, 234.8],
    [{ width: 1000, height: 3000 }, 160, 480],
    [{ width: 200, height: 100 }, 200, 100],
  ])('a new %j image is capped at 80 %% of the printable width and height keeping its aspect', (natural, width, height) => {
    const placed = placeNewImage(natural, area);
    expect(placed.width).toBeCloseTo(width, 1);
    expect(placed.height).toBeCloseTo(height, 1);
    expect(placed.width / placed.height).toBeCloseTo(natural.width / natural.height, 5);
  });

  it.each([
    [{ x: -50, y: 10, width: 100, height: 100 }, { x: 82, y: 75 }],
    [{ x: 700, y: 700, width: 100, height: 100 }, { x: 569, y: 575 }],
    [{ x: 200, y: 200, width: 100, height: 100 }, { x: 200, y: 200 }],
  ])('a move to %j is clamped to %j', (rect, position) => {
    expect(clampMove(rect, area)).toMatchObject(position);
  });

  it.each([
    ['in', 110],
    ['out', 90],
  ] as const)('zooming %s changes the width by a step of 10', (direction, width) => {
    expect(zoomImage({ x: 200, y: 200, width: 100, height: 50 }, direction, area).width).toBe(width);
  });

  it('layer up swaps order values with the neighbour; the background 999 is not a layer', () => {
    const targets = [makeImageTarget({ id: 0, order: 1 }), makeImageTarget({ id: 1, order: 2 }), makeImageTarget({ id: BACKGROUND_IMAGE_ID, order: 0 })];
    const moved = moveLayer(targets, 0, 'up');
    expect(moved.map((target) => [target.id, target.order])).toEqual([[0, 2], [1, 1], [999, 0]]);
    expect(moveLayer(moved, 1, 'down').map((target) => target.order)).toEqual([2, 1, 0]);
    expect(isDesignImageId(998)).toBe(true);
    expect(isDesignImageId(999)).toBe(false);
  });
});

describe('print preflight: effective DPI on the panel (warning under 150, error under 100)', () => {
  // A 450 mm wide panel drawn 600 canvas pixels wide: 0.75 mm per canvas pixel.
  const area = { X: 75, Y: 75, Width: 600, Height: 600 };
  it.each([
    // 300 canvas px = 225 mm = 8.858 in; 3000 px over that is 338.7 DPI.
    [{ width: 3000, height: 3000 }, 300, 338.67, 'ok'],
    [{ width: 1300, height: 1300 }, 300, 146.76, 'warning'],
    [{ width: 1329, height: 1329 }, 300, 150.03, 'ok'],
    [{ width: 880, height: 880 }, 300, 99.35, 'error'],
    [{ width: 886, height: 886 }, 300, 100.02, 'warning'],
  ] as const)('a %j image drawn %i px wide prints at %f DPI (%s)', (natural, drawn, dpi, level) => {
    const value = effectiveDpi(natural, { width: drawn, height: drawn }, area, 450);
    expect(value).toBeCloseTo(dpi, 1);
    expect(dpiLevel(value)).toBe(level);
  });

  it('a stretched image is as sharp as its weaker axis', () => {
    expect(effectiveDpi({ width: 3000, height: 300 }, { width: 300, height: 300 }, area, 450)).toBeCloseTo(33.87, 1);
  });

  it('shows the worst level of the panel', () => {
    expect(worstDpiLevel(['ok', 'warning'])).toBe('warning');
    expect(worstDpiLevel(['warning', 'error', 'ok'])).toBe('error');
    expect(worstDpiLevel([])).toBe('ok');
  });

  it('renders 450 mm at 300 DPI as 5315 pixels', () => {
    expect(printPixels(450)).toBe(5315);
  });
});

describe('upload type by content (png, jpeg, bmp)', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x42, 0x4d, 0x36, 0], 'image/bmp'],
    [[...'X5O!P%@AP[4'].map((character) => character.charCodeAt(0)), null],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[0x89, 0x50], null],
  ])('%j is %s', (bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(type);
  });
});

describe('design name (spec 2 §5)', () => {
  it.each([
    ['', uvPrintMessages.nameRequired],
    ['   ', 'Please enter a design name to save.'],
    ['Outback Sunset', null],
  ])('%j gives %s', (name, message) => {
    expect(designNameError(name)).toBe(message);
  });
  it('trims and collapses spaces', () => {
    expect(normaliseDesignName('  Outback   Sunset ')).toBe('Outback Sunset');
  });
});
