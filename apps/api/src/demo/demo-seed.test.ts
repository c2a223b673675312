import { describe, expect, it } from 'vitest';
import { DEMO_PACKAGE, loadDemoCatalogue } from './demo-seed.js';

describe('the demo catalogue package, loaded on demand', () => {
  it('when it is installed, gives the demo data and the folders its drawings go to', async () => {
    const lines: string[] = [];
    const catalogue = await loadDemoCatalogue((line) => lines.push(line));
    expect(catalogue?.buildDemoData(new Date()).articles.length).toBeGreaterThan(72);
    expect(catalogue?.DEMO_IMAGE_FOLDERS).toMatchObject({ catalogue: { width: 1, height: 1 } });
    expect(lines).toEqual([]);
  });

  it('when it is not installed (an image built without it), says so in one line instead of failing', async () => {
    const lines: string[] = [];
    const absent = `${DEMO_PACKAGE}-absent`;
    expect(await loadDemoCatalogue((line) => lines.push(line), absent)).toBeUndefined();
    expect(lines).toEqual([
      `Demo data skipped: ${absent} is not installed (an image built with DEMO_DATA=false).`,
    ]);
  });
});
