import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_FOLDERS } from './image-kinds.js';
import { DEMO_IMAGE_PLACEHOLDERS } from './placeholders.js';

describe('the placeholders shown while the demo drawings are rendered', () => {
  it('gives every storage folder of the drawings one', () => {
    expect(Object.keys(DEMO_IMAGE_PLACEHOLDERS).sort()).toEqual(Object.keys(DEMO_IMAGE_FOLDERS).sort());
  });

  it('draws the gold lines on ivory, at the shape of the folder’s drawings', () => {
    for (const svg of Object.values(DEMO_IMAGE_PLACEHOLDERS)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('stop-color="#f4eee4"');
      expect(svg).toContain('stroke="#b8925a"');
    }
    expect(DEMO_IMAGE_PLACEHOLDERS.catalogue).toContain('viewBox="0 0 1000 1000"');
    // Collections are 4:3.
    expect(DEMO_IMAGE_PLACEHOLDERS.collections).toContain('viewBox="0 0 1000 750"');
  });
});
