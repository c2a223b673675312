/** At most this many lead images are preloaded: a listing's first row, a product's first photo. */
const MAX_LEAD_IMAGES = 2;

const PICTURE = /<picture>(.*?)<\/picture>/gs;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * `<link rel="preload">`s for the page's lead images (the first pictures rendered with
 * fetchpriority="high"), to go in the head right after the style sheet. Over HTTP/1.1 a browser opens
 * six connections to the shop; found in the body, a lead photo waits behind the style sheet and the
 * scripts, each a round trip on a phone's line. Preloaded there, it is fetched with the style sheet,
 * and the largest paint no longer waits for the scripts. The AVIF source as the browser would choose
 * it (`type` lets a browser without AVIF skip the preload).
 */
export function leadImagePreloads(body: string): string {
  const links: string[] = [];
  for (const [, picture = ''] of body.matchAll(PICTURE)) {
    if (links.length === MAX_LEAD_IMAGES) break;
    if (!/<img[^>]*\sfetchpriority="high"/i.test(picture)) continue;
    const source = /<source[^>]*>/.exec(picture)?.[0];
    const srcset = source && attribute(source, 'srcset');
    if (!source || !srcset) continue;
    const type = attribute(source, 'type');
    const sizes = attribute(source, 'sizes');
    links.push(
      `<link rel="preload" as="image" fetchpriority="high"${type ? ` type="${type}"` : ''} imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}>`,
    );
  }
  return links.join('');
}
