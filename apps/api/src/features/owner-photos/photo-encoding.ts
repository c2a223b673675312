import { createHash } from 'node:crypto';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, OWNER_UPLOAD } from '@vitrine/contracts';
import sharp, { type OutputInfo, type ResizeOptions, type Sharp } from 'sharp';
import { type PhotoType, sniffPhotoType } from './image-type.js';

// An uploaded photo is decoded once (auto-rotated, at most the largest width), then written anew in
// every width and format the storefront's srcset asks for. Nothing of the original file survives:
// sharp writes no metadata unless told to, so EXIF (GPS position, camera) is gone.

// AVIF at effort 0: effort 2 took 2.6 s for the 1600 px variant of a 12 MP photo against 0.5 s,
// for a file of the same size.
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 82, effort: 3 }),
} as const satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

/** Part of every name: new encoder settings give new names, since browsers keep /storage forever. */
const ENCODING_VERSION = 'photo-v1 avif q55 e0 / webp q82 e3';

const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
/** A very tall photo is bounded too (WebP cannot exceed 16 383 px a side). */
const MAX_ASPECT = 3;
const MAX_PIXELS = OWNER_UPLOAD.maxMegapixels * 1_000_000;

export type PhotoRefusalReason = 'not_image' | 'unreadable' | 'too_many_pixels' | 'bad_shape';

/** A file that is not a photo we can take; says why. */
export class PhotoRefusal extends Error {
  constructor(
    readonly reason: PhotoRefusalReason,
    cause?: unknown,
  ) {
    super(`photo refused: ${reason}`, { cause });
    this.name = 'PhotoRefusal';
  }
}

export interface PhotoVariant {
  width: (typeof IMAGE_WIDTHS)[number];
  format: ImageFormat;
  data: Buffer;
}

export interface EncodedPhoto {
  /** Content hash of the original and of the settings: the variants' file name stem. */
  name: string;
  type: PhotoType;
  variants: PhotoVariant[];
}

/** Re-encodes one uploaded photo into all its variants, or throws a PhotoRefusal. */
export function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  return oneAtATime(() => encode(bytes));
}

async function encode(bytes: Buffer): Promise<EncodedPhoto> {
  const type = sniffPhotoType(bytes);
  if (!type) throw new PhotoRefusal('not_image');
  // The header alone, before any pixel is decoded: a few kilobytes may announce billions of pixels.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new PhotoRefusal('unreadable', error);
    });
  if (header.format !== type) throw new PhotoRefusal('not_image');
  if (!header.width || !header.height) throw new PhotoRefusal('unreadable');
  if (header.width * header.height > MAX_PIXELS) throw new PhotoRefusal('too_many_pixels');
  const [long, short] = [Math.max(header.width, header.height), Math.min(header.width, header.height)];
  if (long > OWNER_UPLOAD.maxSide || long > short * OWNER_UPLOAD.maxAspect)
    throw new PhotoRefusal('bad_shape');

  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(box(LARGEST_WIDTH))
      // 8 bits a channel, whatever the source (16-bit PNG): what the encoders are given below.
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoRefusal('unreadable', error);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const variants: PhotoVariant[] = [];
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      // What the pixels are decides whether an encoder copes: its failure is the photo's, a 4xx.
      const data = await ENCODERS[format](sharp(base.data, { raw }).resize(box(width)))
        .toBuffer()
        .catch((error: unknown) => {
          throw new PhotoRefusal('unreadable', error);
        });
      variants.push({ width, format, data });
    }
  }
  const name = createHash('sha256').update(ENCODING_VERSION).update('\n').update(bytes).digest('hex');
  return { name: name.slice(0, 16), type, variants };
}

/** At most `width` wide (never enlarged: a small photo keeps its size in the wider variants). */
function box(width: number): ResizeOptions {
  return { width, height: width * MAX_ASPECT, fit: 'inside', withoutEnlargement: true };
}

// One photo encodes at a time in the whole process: libvips already uses its own threads, and on a
// two-core machine a ten-photo upload must leave a core to the shop's visitors.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
