import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { encodePhoto } from '../src/features/owner-photos/photo-encoding.js';
import { writePhotoFiles } from '../src/features/owner-photos/photo-files.js';
import { FolderStorage } from '../src/storage/folder-storage.js';
import { phonePhoto } from '../test/photos.js';

// `pnpm bench:photos`: the upload pipeline (sniff, decode within the pixel limit, rotate, 3 widths ×
// AVIF + WebP, files written) for one 12-megapixel phone JPEG, several times; prints the median. Then
// a ten-photo upload, watching the event loop: the shop's other requests wait on it, not on sharp.

const RUNS = Number(process.env.RUNS ?? 7);

const photo = await phonePhoto({ width: 4000, height: 3000, orientation: 6 });
const storageDir = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-photos-'));
// The shop's storage when no bucket is set: a folder.
const storage = new FolderStorage(storageDir);
const timings: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const encoded = await encodePhoto(photo);
    await writePhotoFiles(storage, run + 1, [encoded]);
    timings.push(performance.now() - started);
  }
} finally {
  await rm(storageDir, { recursive: true, force: true });
}
const loop = monitorEventLoopDelay({ resolution: 10 });
const tenStarted = performance.now();
const cpuBefore = process.cpuUsage();
loop.enable();
await Promise.all(Array.from({ length: 10 }, () => encodePhoto(photo)));
loop.disable();
const tenSeconds = (performance.now() - tenStarted) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const coresUsed = (cpu.user + cpu.system) / 1e6 / tenSeconds;

const sorted = [...timings].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
console.log(
  `photo upload pipeline, 12 MP JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs: ` +
    `median ${median.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
);
console.log(
  `ten such photos in one upload: ${tenSeconds.toFixed(1)} s, one at a time, ${coresUsed.toFixed(1)} cores busy ` +
    `on average; event loop delay meanwhile ` +
    `p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
);
