// Canvas editor constants (spec 1 §4 §5 §9, spec 2 §9).
/** The designer's canvas is 750 x 750 px. */
export const CANVAS_SIZE = { width: 750, height: 750 } as const;
/** One mouse-wheel notch changes an image's width by 10 px. */
export const ZOOM_STEP = 10;
/** A new image is at most 80 % of the printable width and height. */
export const MAX_INITIAL_IMAGE_RATIO = 0.8;
/** The background image has id 999; design images have ids below it. */
export const BACKGROUND_IMAGE_ID = 999;
/** Drag states of the editor. */
export const CANVAS_DRAG_STATES = ['idle', 'dragStart', 'dragging'] as const;
export type CanvasDragState = (typeof CANVAS_DRAG_STATES)[number];
