// Image addresses of the reference API (`/api/images/{id}?width=`), same origin in the browser and in SSR HTML.
import type { ImageUrl } from '@rigkit/react/RigkitProvider';

export const imageUrl: ImageUrl = (imageId, width) => `/api/images/${imageId}.svg?width=${Math.min(Math.max(Math.round(width), 16), 2000)}`;
