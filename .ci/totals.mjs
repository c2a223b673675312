// Adds up the JSON reports every suite wrote (vitest's json reporter, the journeys' own) into the
// one line CI reads. A suite that ran no test, or wrote no report, counts as a failure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const suitePassed = report.numPassedTests ?? 0;
  const suiteFailed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  console.log(`${file.replace(/\.json$/, '')}: ${suitePassed} passed, ${suiteFailed} failed`);
  passed += suitePassed;
  failed += suiteFailed;
  if (suitePassed + suiteFailed === 0) failed += 1;
}
if (files.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
