// Texts of the UV canvas. The spec quotes none of them (spec 1 §4 names "three icon buttons"): designed.
import type { DpiLevel } from '@rigkit/domain/uvPrint';

export const uvCanvasMessages = {
  canvasLabel: (panel: string) => `Design canvas, ${panel}`,
  keyboardHelp: 'Tab selects the next image, arrow keys move it (with Shift by 10 pixels), Delete removes it, + and - resize it.',
  layers: 'Layers',
  noImages: 'No images on this panel yet.',
  layer: (index: number, count: number, name: string, width: number, height: number, x: number, y: number, dpi: number) =>
    `Layer ${index} of ${count}: ${name}, ${Math.round(width)} by ${Math.round(height)} pixels at ${Math.round(x)}, ${Math.round(y)}${dpi > 0 ? `, ${Math.round(dpi)} DPI` : ''}`,
  delete: 'Delete image',
  layerUp: 'Layer up',
  layerDown: 'Layer down',
  moved: (name: string, x: number, y: number) => `${name} moved to ${Math.round(x)}, ${Math.round(y)}`,
  resized: (name: string, width: number, height: number) => `${name} resized to ${Math.round(width)} by ${Math.round(height)}`,
  removed: (name: string) => `${name} removed`,
  selected: (name: string) => `${name} selected`,
  layerMoved: (name: string, position: number, count: number) => `${name} is now layer ${position} of ${count}`,
  dpiBadge: (level: DpiLevel, dpi: number) =>
    level === 'error'
      ? `Print resolution too low: ${Math.round(dpi)} DPI (needs 100 or more)`
      : level === 'warning'
        ? `Print resolution low: ${Math.round(dpi)} DPI (150 or more looks sharp)`
        : `Print resolution good${dpi > 0 ? `: ${Math.round(dpi)} DPI` : ''}`,
} as const;
