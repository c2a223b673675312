import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { phonePhoto, pngBomb, truncated } from '../../test/photos.js';
import { BOUNDARY } from './encoding.js';
import type { Case } from './hostile-bodies.js';

// Photo uploads (multipart files under `images`) as a phone, a careless owner or an attacker sends
// them: real photos in every accepted format, files that only claim to be photos, decompression
// bombs, absurd shapes, too many or too big files, broken multipart. Each is built once.

const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const MiB = 1024 * 1024;

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

/** A multipart body of files (and text fields), closed unless `closed` is false. */
export function multipartFiles(
  files: FilePart[],
  fields: Array<[string, string]> = [],
  closed = true,
): Buffer {
  const parts = [
    ...fields.map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; ` +
          `filename="${file.filename ?? 'photo.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  ];
  return Buffer.concat([...parts, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}

const upload = (label: string, body: Buffer | Buffer[], extra: Record<string, string> = {}): Case => ({
  label,
  request: (headers) => ({ headers: { ...headers, 'content-type': FORM_TYPE, ...extra }, body }),
});

const chunked = (buffer: Buffer) =>
  Array.from({ length: Math.ceil(buffer.length / MiB) }, (_, n) => buffer.subarray(n * MiB, (n + 1) * MiB));

export interface UploadSamples {
  /** A small photo the shop accepts. */
  jpeg: Buffer;
  cases: Case[];
}

/** Every kind of upload once; the first ones are accepted (201), the rest refused with a 4xx. */
export async function uploadLandmarks(): Promise<UploadSamples> {
  const jpeg = await phonePhoto({ width: 1200, height: 900 });
  const png = await phonePhoto({ width: 700, height: 500, format: 'png' });
  const webp = await phonePhoto({ width: 700, height: 500, format: 'webp' });
  const phone12mp = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });
  const png16bitAlpha = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } },
  })
    .png()
    .toColourspace('rgb16')
    .toBuffer();
  const cmyk = await sharp(jpeg).toColourspace('cmyk').jpeg().toBuffer();
  const grey = await sharp(jpeg).greyscale().jpeg().toBuffer();
  const line = await sharp({ create: { width: 40_000, height: 1, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const needle = await sharp({ create: { width: 1, height: 40_000, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const gif = await sharp(png).gif().toBuffer();
  const tiff = await sharp(png).tiff().toBuffer();
  const webpHeader = Buffer.concat([
    Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
    Buffer.alloc(500, 3),
  ]);
  const jpegHeader = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const over15mb = Buffer.concat([jpeg, Buffer.alloc(16 * MiB, 0x20)]);
  const one = (bytes: Buffer, part: Omit<FilePart, 'bytes'> = {}) => multipartFiles([{ bytes, ...part }]);

  return {
    jpeg,
    cases: [
      upload('a small phone JPEG', one(jpeg)),
      upload('a 12-megapixel phone JPEG held upright', one(phone12mp, { filename: 'IMG_2041.JPG' })),
      upload(
        'a JPEG, a PNG and a WebP at once',
        multipartFiles([
          { bytes: jpeg },
          { bytes: png, filename: 'b.png', contentType: 'image/png' },
          { bytes: webp, filename: 'c.webp', contentType: 'image/webp' },
        ]),
      ),
      upload('a PNG declared as a JPEG', one(png, { filename: 'photo.jpg' })),
      upload('a 16-bit PNG with transparency', one(png16bitAlpha, { contentType: 'image/png' })),
      upload('a CMYK JPEG', one(cmyk)),
      upload('a greyscale JPEG', one(grey)),
      upload(
        'a photo whose name climbs out of the folder',
        one(jpeg, { filename: '../../../etc/passwd.jpg' }),
      ),
      upload('a photo with a 300-letter accented name', one(jpeg, { filename: `${'été '.repeat(75)}.jpg` })),
      upload('a photo with NUL in its name', one(jpeg, { filename: 'photo\u0000.jpg' })),
      upload('a line of 40 000 × 1 pixels', one(line, { contentType: 'image/png' })),
      upload('a needle of 1 × 40 000 pixels', one(needle, { contentType: 'image/png' })),
      upload('a text file named .jpg', one(Buffer.from('Liste de courses : pain, lait.\n'))),
      upload('an empty file', one(Buffer.alloc(0))),
      upload('a JPEG cut in half', one(truncated(jpeg))),
      upload('a 12-megapixel JPEG cut in half', one(truncated(phone12mp))),
      upload('a 400-megapixel PNG bomb of a few kB', one(pngBomb(), { contentType: 'image/png' })),
      upload('a 4-gigapixel PNG bomb', one(pngBomb({ width: 65_000 }), { contentType: 'image/png' })),
      upload(
        'a PNG strip of 1 × 50 000 000 pixels',
        one(pngBomb({ width: 1, height: 50_000_000 }), { contentType: 'image/png' }),
      ),
      upload('a JPEG header then garbage', one(jpegHeader)),
      upload('a WebP header then garbage', one(webpHeader, { contentType: 'image/webp' })),
      upload('a GIF', one(gif, { contentType: 'image/gif' })),
      upload('a TIFF', one(tiff, { contentType: 'image/tiff' })),
      upload('an SVG with a script', one(svg, { filename: 'x.svg', contentType: 'image/svg+xml' })),
      upload('11 photos at once', multipartFiles(Array.from({ length: 11 }, () => ({ bytes: jpeg })))),
      upload('a 16 MB file', one(over15mb)),
      upload('a 16 MB file, chunked', chunked(one(over15mb))),
      upload('a photo under another field name', one(jpeg, { field: 'photo' })),
      upload('a photo and a text field', multipartFiles([{ bytes: jpeg }], [['legende', 'Bague']])),
      upload('no file, only a text field', multipartFiles([], [['images', 'photo.jpg']])),
      upload('an empty form', multipartFiles([])),
      upload('cut in the middle of a photo', one(jpeg).subarray(0, 4000)),
      upload('no closing boundary after a photo', multipartFiles([{ bytes: jpeg }], [], false)),
      upload('a photo form gzipped', gzipSync(one(jpeg)), { 'content-encoding': 'gzip' }),
    ],
  };
}
