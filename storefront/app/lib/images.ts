// Image addresses of the reference API (`/api/images/{id}?width=`), same origin in the browser and in SSR HTML.
import type { ImageUrlBuilder } from '@rigkit/react/ItemTile';

export const imageUrl: ImageUrlBuilder = (imageId, width) => `/api/images/${imageId}.svg?width=${Math.min(Math.max(Math.round(width), 16), 2000)}`;
