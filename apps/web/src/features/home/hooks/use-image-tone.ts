import { variantUrl } from '@vitrine/contracts';
import { useEffect, useState } from 'react';

export type Tone = 'light' | 'dark';

const VARIANT = /^(\/storage\/.+)-\d+\.webp$/;

/**
 * Whether the left part of an image (where the hero's text sits) is light or dark, so the text and
 * its veil can be chosen to stay readable on any photo the owner uploads.
 */
export function useImageTone(url: string, fromX = 0, toX = 0.45): Tone | undefined {
  const [tone, setTone] = useState<Tone>();
  useEffect(() => {
    let cancelled = false;
    const base = VARIANT.exec(url)?.[1];
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      if (cancelled) return;
      try {
        const canvas = document.createElement('canvas');
        canvas.width = 48;
        canvas.height = 24;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const x = Math.floor(canvas.width * fromX);
        const width = Math.max(1, Math.floor(canvas.width * (toX - fromX)));
        const { data } = context.getImageData(x, 0, width, canvas.height);
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) {
          sum += (0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)) / 255;
        }
        setTone(sum / (data.length / 4) > 0.55 ? 'light' : 'dark');
      } catch {
        setTone('dark');
      }
    };
    image.onerror = () => !cancelled && setTone('dark');
    image.src = base ? variantUrl(base, 400, 'webp') : url;
    return () => {
      cancelled = true;
    };
  }, [url, fromX, toX]);
  return tone;
}
