import { describe, expect, it } from 'vitest';
import { DEMO_IMAGE_FOLDERS, DEMO_IMAGE_KINDS } from './image-kinds.js';

describe('the storage folders of the demo drawings', () => {
  it('lists every folder a kind is drawn into, once', () => {
    expect(Object.keys(DEMO_IMAGE_FOLDERS).sort()).toEqual(
      [...new Set(Object.values(DEMO_IMAGE_KINDS).map((kind) => kind.folder))].sort(),
    );
  });

  it("gives a folder its drawings' shape, and a square where shapes are mixed", () => {
    expect(DEMO_IMAGE_FOLDERS.catalogue).toEqual({ width: 1, height: 1 });
    expect(DEMO_IMAGE_FOLDERS.collections).toEqual({ width: 4, height: 3 });
    expect(DEMO_IMAGE_FOLDERS.events).toEqual({ width: 4, height: 3 });
    // Heroes 2:1, banners 4:5 and squares share `site`.
    expect(DEMO_IMAGE_FOLDERS.site).toEqual({ width: 1, height: 1 });
  });
});
