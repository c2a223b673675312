import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phonePhoto, pngBomb, truncated } from '../../../test/photos.js';
import { encodePhoto, PhotoRefusal } from './photo-encoding.js';

async function refusalOf(bytes: Buffer) {
  const error = await encodePhoto(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoRefusal);
  return (error as PhotoRefusal).reason;
}

describe('encodePhoto', () => {
  it('turns a 12-megapixel phone JPEG held upright into portrait AVIF and WebP at 400, 800 and 1600 px, without its EXIF', async () => {
    const photo = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const encoded = await encodePhoto(photo);

    expect(encoded.name).toMatch(/^[0-9a-f]{16}$/);
    const variants = await Promise.all(
      encoded.variants.map(async ({ width, format, data }) => {
        const meta = await sharp(data).metadata();
        return {
          width,
          format,
          decoded: { format: meta.format, width: meta.width, height: meta.height },
          exif: meta.exif,
          orientation: meta.orientation,
        };
      }),
    );
    // AVIF is read back by libheif, which names it heif.
    expect(variants).toEqual([
      {
        width: 400,
        format: 'avif',
        decoded: { format: 'heif', width: 400, height: 533 },
        exif: undefined,
        orientation: undefined,
      },
      {
        width: 400,
        format: 'webp',
        decoded: { format: 'webp', width: 400, height: 533 },
        exif: undefined,
        orientation: undefined,
      },
      {
        width: 800,
        format: 'avif',
        decoded: { format: 'heif', width: 800, height: 1067 },
        exif: undefined,
        orientation: undefined,
      },
      {
        width: 800,
        format: 'webp',
        decoded: { format: 'webp', width: 800, height: 1067 },
        exif: undefined,
        orientation: undefined,
      },
      {
        width: 1600,
        format: 'avif',
        decoded: { format: 'heif', width: 1600, height: 2133 },
        exif: undefined,
        orientation: undefined,
      },
      {
        width: 1600,
        format: 'webp',
        decoded: { format: 'webp', width: 1600, height: 2133 },
        exif: undefined,
        orientation: undefined,
      },
    ]);
    // Six AVIF and WebP encodings of a 12-megapixel photo: seconds of CPU alone, far more on a busy machine.
  }, 120_000);

  it('never enlarges a small photo: its wider variants keep its own size', async () => {
    const encoded = await encodePhoto(await phonePhoto({ width: 600, height: 450, format: 'png' }));
    const widths = await Promise.all(
      encoded.variants.map(async ({ data }) => (await sharp(data).metadata()).width),
    );
    expect(widths).toEqual([400, 400, 600, 600, 600, 600]);
  });

  it('takes WebP and PNG as well as JPEG; the same bytes always get the same name', async () => {
    const webp = await phonePhoto({ width: 900, height: 900, format: 'webp' });
    const first = await encodePhoto(webp);
    expect(first.type).toBe('webp');
    expect((await encodePhoto(webp)).name).toBe(first.name);
    expect((await encodePhoto(await phonePhoto({ width: 900, height: 900, format: 'png' }))).type).toBe(
      'png',
    );
  });

  it('refuses a text file named .jpg, a JPEG cut in half and a 400-megapixel PNG of a few kilobytes', async () => {
    expect(await refusalOf(Buffer.from('Bonjour, ceci est un texte.\n'))).toBe('not_image');
    expect(await refusalOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('not_image');
    expect(await refusalOf(truncated(await phonePhoto({ width: 2000, height: 1500 })))).toBe('unreadable');
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    expect(await refusalOf(bomb)).toBe('too_many_pixels');
  });

  it('refuses a strip within the megapixels, a side too long, and a shape too narrow, before decoding a pixel', async () => {
    expect(await refusalOf(pngBomb({ width: 1, height: 50_000_000 }))).toBe('bad_shape');
    expect(await refusalOf(pngBomb({ width: 12_000, height: 4_000 }))).toBe('bad_shape');
    expect(await refusalOf(pngBomb({ width: 900, height: 4_000 }))).toBe('bad_shape');
  });

  it('takes a panorama within the bounds', async () => {
    const wide = await encodePhoto(await phonePhoto({ width: 2000, height: 500, format: 'png' }));
    expect(wide.variants).toHaveLength(6);
  });

  it('refuses a file whose first bytes say JPEG but whose body is not one', async () => {
    expect(
      await refusalOf(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])),
    ).toBe('unreadable');
  });
});
