// The UV print designer's operations (uvPrint/), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { sampleArtwork, sampleArtworkUrl } from '../uvPrint/artwork.ts';
import { deleteUvPrintConfig, fetchFeaturedUvPrintDesigns, fetchInventoryItemPrintable, fetchUvPrintConfig, fetchUvPrintDesigns, updateUvPrintConfig } from '../uvPrint/designs.ts';
import { avScanUploadFile } from '../uvPrint/uploads.ts';
import { fetchAiImageList, fetchAiImages, fetchAiImagesFromConversation, fetchAiModelList } from '../uvPrint/aiImages.ts';

export function registerUvPrintRoutes(register: Register): void {
  register('POST', '/fetchUvPrintConfig', fetchUvPrintConfig);
  register('GET', '/fetchUvPrintDesigns', fetchUvPrintDesigns);
  register('GET', '/fetchFeaturedUvPrintDesigns', fetchFeaturedUvPrintDesigns);
  register('POST', '/updateUvPrintConfig', updateUvPrintConfig);
  register('POST', '/deleteUvPrintConfig', deleteUvPrintConfig);
  register('POST', '/FetchInventoryItemPrintable', fetchInventoryItemPrintable);
  register('POST', '/avScanUploadFile', avScanUploadFile);
  register('GET', '/fetchAiModelList', fetchAiModelList);
  register('POST', '/fetchAiImages', fetchAiImages);
  register('POST', '/fetchAiImagesFromConversation', fetchAiImagesFromConversation);
  register('GET', '/fetchAiImageList', fetchAiImageList);
  register('GET', '/FetchSampleImageList', () =>
    Promise.resolve(sampleArtwork.map((art) => ({ Url: sampleArtworkUrl(art.slug), ThumbnailUrl: sampleArtworkUrl(art.slug), Name: art.Name, Group: art.Group }))),
  );
}
