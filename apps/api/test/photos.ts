import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Photos made at test time, as a phone or a hostile sender would send them.

export interface PhonePhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 is a phone held upright (stored landscape, shown portrait). */
  orientation?: number;
  format?: 'jpeg' | 'png' | 'webp';
}

/**
 * A photo with a phone's look: soft shapes and fine grain (so it weighs what a real one does: ~3.4 MB
 * for 12 megapixels), and EXIF naming the camera.
 */
export async function phonePhoto({
  width = 4000,
  height = 3000,
  orientation = 1,
  format = 'jpeg',
}: PhonePhotoOptions = {}): Promise<Buffer> {
  const small = { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3 as const };
  const shapes = await sharp({ create: { ...small, background: '#000', noise: gaussian(60) } })
    .raw()
    .toBuffer();
  const grain = { width, height, channels: 3 as const, background: '#000', noise: gaussian(6) };
  const image = sharp(shapes, { raw: small })
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: { create: grain }, blend: 'overlay' }])
    .withExif({ IFD0: { Make: 'Vitrine', Model: 'Test phone' } })
    .withMetadata({ orientation });
  return (
    format === 'jpeg' ? image.jpeg({ quality: 88 }) : format === 'png' ? image.png() : image.webp()
  ).toBuffer();
}

function gaussian(sigma: number) {
  return { type: 'gaussian' as const, mean: 128, sigma };
}

/** The first half of a file: an upload cut short. */
export function truncated(bytes: Buffer): Buffer {
  return bytes.subarray(0, Math.floor(bytes.length / 2));
}

/**
 * A decompression bomb: a PNG of a few kilobytes whose header announces 20 000 × 20 000 pixels
 * (400 megapixels, 1.2 GB decoded), or the size given; its one IDAT holds a single row.
 */
export function pngBomb({
  width = 20_000,
  height = width,
}: {
  width?: number;
  height?: number;
} = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const firstRow = deflateSync(Buffer.alloc(width * 3 + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRow),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
