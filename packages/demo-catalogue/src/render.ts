import { createHash } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, variantUrl } from '@vitrine/contracts';
import sharp, { type Sharp } from 'sharp';
import { BACKDROP_SCALE, type LayeredSvg } from './illustrations/svg.js';
import { canvasFor, DEMO_IMAGE_KINDS, type DemoImageKind } from './image-kinds.js';

// Modest effort: the whole demo set renders at first start on small machines.
const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 80, effort: 2 },
} as const satisfies Record<ImageFormat, { quality: number; effort: number }>;

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(ENCODER_OPTIONS.avif),
  webp: (image) => image.webp(ENCODER_OPTIONS.webp),
};

/**
 * Part of every content hash: when the rendering settings change, browsers (which cache /storage
 * immutably) and the reuse check both get new files.
 */
const RENDER_SETTINGS = JSON.stringify({ backdropScale: BACKDROP_SCALE, encoders: ENCODER_OPTIONS });

/** An image of the demo set: its drawing and where it is stored. */
export interface PlannedImage {
  kind: DemoImageKind;
  /** File name stem, content hash included: `bague-jasmin-or-rose-1-3fa9c2d1`. */
  name: string;
  drawing: LayeredSvg;
  /** The URL stored in the database (the default-width WebP). */
  url: string;
}

/** A short hash of the drawing: a changed drawing gets a new name, hence a new URL. */
export function contentHash(drawing: LayeredSvg): string {
  return createHash('sha256')
    .update(RENDER_SETTINGS)
    .update('\n')
    .update(drawing.svg)
    .digest('hex')
    .slice(0, 8);
}

export function planImage(kind: DemoImageKind, stem: string, drawing: LayeredSvg): PlannedImage {
  const name = `${stem}-${contentHash(drawing)}`;
  return { kind, name, drawing, url: variantUrl(`/storage/${DEMO_IMAGE_KINDS[kind].folder}/${name}`) };
}

/**
 * The image at its largest size, as raw pixels. The backdrop is rasterised small, then placed under
 * the subject as an embedded bitmap: the SVG renderer scales it up smoothly, far faster than
 * rasterising its gradients at full size or resizing it separately.
 */
async function rasterise(
  image: PlannedImage,
): Promise<{ data: Buffer; raw: { width: number; height: number; channels: 3 } }> {
  const { width, height, pixelWidth, pixelHeight } = canvasFor(image.kind);
  const backdrop = await sharp(Buffer.from(image.drawing.backdrop)).png({ compressionLevel: 1 }).toBuffer();
  const underlay = `<image href="data:image/png;base64,${backdrop.toString('base64')}" width="${width}" height="${height}" preserveAspectRatio="none"/>`;
  const composed = image.drawing.subject.replace(/^<svg[^>]*>/, (openingTag) => openingTag + underlay);
  const data = await sharp(Buffer.from(composed)).removeAlpha().raw().toBuffer();
  return { data, raw: { width: pixelWidth, height: pixelHeight, channels: 3 } };
}

export interface ImageVariantFile {
  file: string;
  width: number;
  format: ImageFormat;
}

/** Every file of an image: each width of IMAGE_WIDTHS in each format. */
export function variantFiles(storageDir: string, image: PlannedImage): ImageVariantFile[] {
  const folder = path.join(storageDir, DEMO_IMAGE_KINDS[image.kind].folder);
  return IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      file: path.join(folder, `${image.name}-${width}.${format}`),
      width,
      format,
    })),
  );
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Renders the image's variants unless they are all on disk already. */
export async function renderImage(storageDir: string, image: PlannedImage): Promise<'rendered' | 'reused'> {
  const files = variantFiles(storageDir, image);
  if ((await Promise.all(files.map((f) => exists(f.file)))).every(Boolean)) return 'reused';
  await mkdir(path.dirname((files[0] as ImageVariantFile).file), { recursive: true });
  // Rasterised once at the largest width, then scaled down for the smaller variants.
  const { data, raw } = await rasterise(image);
  // One variant after the other: images already render in parallel, and encoders are memory-hungry.
  for (const { file, width, format } of files) {
    // Written under a temporary name then renamed: an interrupted run never leaves a partial file
    // that a later run would take for a finished one.
    const partial = `${file}.${process.pid}.partial`;
    try {
      await ENCODERS[format](sharp(data, { raw }).resize({ width })).toFile(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  return 'rendered';
}

export interface RenderSummary {
  rendered: number;
  reused: number;
  milliseconds: number;
}

/** Renders a set of images, a few at a time (one per core: each render is CPU-bound). */
export async function renderImages(
  storageDir: string,
  images: readonly PlannedImage[],
  concurrency = Math.max(1, availableParallelism()),
): Promise<RenderSummary> {
  const started = performance.now();
  const summary = { rendered: 0, reused: 0 };
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++] as PlannedImage;
      summary[await renderImage(storageDir, image)]++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, images.length) }, worker));
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}
