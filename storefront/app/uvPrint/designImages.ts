// Between the contract's UserObjects and the canvas's images. The canvas keeps the source pixel size for the print
// preflight; the contract carries it in maxWidth / maxHeight (designed: the largest the image prints sharp from).
import type { components } from '@rigkit/api-client';
import type { UvCanvasImage } from '@rigkit/react/UvCanvas';

type UserObject = components['schemas']['UserObject'];
type UvPanel = components['schemas']['UvPanel'];

const uploadAddress = /^\/api\/uv\/binary\/([0-9a-f-]{36})$/i;

/** A sample's declared size (uvPrint/artwork.ts on the server draws them 3000 x 3000). */
export const SAMPLE_PIXELS = 3000;

export function toCanvasImages(objects: readonly UserObject[]): UvCanvasImage[] {
  return objects.map((object, index) => ({
    id: object.id ?? index,
    order: object.order ?? index,
    x: object.x,
    y: object.y,
    width: object.width,
    height: object.height,
    url: object.previewImageUrl ?? '',
    name: object.originalFilename ?? `Image ${index + 1}`,
    naturalWidth: object.maxWidth ?? SAMPLE_PIXELS,
    naturalHeight: object.maxHeight ?? SAMPLE_PIXELS,
  }));
}

export function toUserObjects(images: readonly UvCanvasImage[]): UserObject[] {
  return images.map((image) => {
    const guid = uploadAddress.exec(image.url)?.[1] ?? null;
    return {
      previewImageUrl: image.url,
      HighResolutionBinaryObjectGuid: guid,
      objectType: guid ? 'uploadedImage' : 'libraryImage',
      x: image.x,
      y: image.y,
      width: image.width,
      height: image.height,
      maxWidth: image.naturalWidth,
      maxHeight: image.naturalHeight,
      originalFilename: image.name,
      order: image.order,
      id: image.id,
    };
  });
}

export type PanelImages = Record<string, UvCanvasImage[]>;

export function panelImagesOf(panels: readonly UvPanel[]): PanelImages {
  return Object.fromEntries(panels.map((panel) => [panel.PanelName, toCanvasImages(panel.UserObjects ?? [])]));
}
