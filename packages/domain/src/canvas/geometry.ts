// Shapes shared by the canvas rules (spec 1 §3 "Canvas design").
export type CanvasSize = { width: number; height: number };
export type CanvasRect = { x: number; y: number; width: number; height: number };

/** An image on the canvas as the editor holds it. */
export type ImageTarget = CanvasRect & { id: number; order: number; selected: boolean };

/** The printable area as the server sends it (printMetaData.PrintableAreaPixels). */
export type PrintableAreaPixels = { X: number; Y: number; Width: number; Height: number };

export function printableAreaFromPixels(pixels: PrintableAreaPixels): CanvasRect {
  return { x: pixels.X, y: pixels.Y, width: pixels.Width, height: pixels.Height };
}
