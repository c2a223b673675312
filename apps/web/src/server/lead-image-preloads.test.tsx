import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { leadImagePreloads } from './lead-image-preloads';

const photo = (name: string, priority: boolean) => (
  <ResponsiveImage
    key={name}
    src={`/storage/catalogue/${name}-800.webp`}
    alt={name}
    sizes="(min-width: 992px) 50vw, 100vw"
    ratio={[1, 1]}
    priority={priority}
  />
);

describe('the lead photos preloaded first in the head', () => {
  it('preloads the AVIF sources of the photos rendered with high priority, as the browser would pick them', () => {
    const body = renderToString(
      <main>
        {photo('bague-aube-1-0a1b2c3d', true)}
        {photo('bague-aube-2-4e5f6a7b', false)}
      </main>,
    );
    const links = leadImagePreloads(body).match(/<link [^>]+>/g) ?? [];
    expect(links).toHaveLength(1);
    const [link = ''] = links;
    expect(link).toContain('rel="preload" as="image" fetchpriority="high" type="image/avif"');
    expect(link).toContain('/storage/catalogue/bague-aube-1-0a1b2c3d-800.avif 800w');
    expect(link).not.toContain('bague-aube-2');
    expect(link).toContain('imagesizes="(min-width: 992px) 50vw, 100vw"');
  });

  it('preloads two at most, and nothing on a page without a lead photo', () => {
    const three = renderToString(
      <main>{['a-1-11111111', 'b-1-22222222', 'c-1-33333333'].map((n) => photo(n, true))}</main>,
    );
    expect(leadImagePreloads(three).match(/<link /g)).toHaveLength(2);
    expect(leadImagePreloads(renderToString(<main>{photo('d-1-44444444', false)}</main>))).toBe('');
  });
});
