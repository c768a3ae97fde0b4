// Loads a picture for Konva with the image-fallback chain (spec 1 §4): the image, then its light-background JPEG,
// then the default image, then blank. Silent: a broken picture never shows an error.
import { useEffect, useState } from 'react';
import { imageFallbackChain } from '@rigkit/domain/canvas';

export function useCanvasImage(url: string, fallbackUrl?: string, defaultUrl?: string): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    const chain = imageFallbackChain({ transparentUrl: url, lightBackgroundJpegUrl: fallbackUrl, defaultUrl });
    let cancelled = false;
    let element: HTMLImageElement | null = null;
    const attempt = (index: number) => {
      const source = chain[index];
      if (source === undefined || cancelled) return;
      element = new window.Image();
      element.onload = () => {
        if (!cancelled && element) setImage(element);
      };
      element.onerror = () => attempt(index + 1);
      element.src = source;
    };
    attempt(0);
    return () => {
      cancelled = true;
      if (element) {
        element.onload = null;
        element.onerror = null;
      }
    };
  }, [url, fallbackUrl, defaultUrl]);
  return image;
}
