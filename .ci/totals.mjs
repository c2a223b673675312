// Adds up the JSON reports every suite wrote (vitest's json reporter, the journeys' own) into the
// one line CI reads. A suite that ran no test, or wrote no report, counts as a failure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const firstLine = (text) => (text ?? '').trim().split('\n', 1)[0].slice(0, 300);
let passed = 0;
let failed = 0;
const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const suitePassed = report.numPassedTests ?? 0;
  // Counted from each file's tests: a failed test once, and a file on its own only when it failed with
  // no test failing in it (it did not load, a hook threw). vitest's numFailedTestSuites is not used: it
  // also counts each describe block around a failed test.
  const failures = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name ?? '');
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (result.status === 'failed' && failedTests.length === 0)
      failures.push(`${where}: ${firstLine(result.message)}`);
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  const suiteFailed = failures.length;
  const suite = file.replace(/\.json$/, '');
  console.log(`${suite}: ${suitePassed} passed, ${suiteFailed} failed`);
  // Only the end of CI's output may be read: each failure is named here, with its first line.
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  passed += suitePassed;
  failed += suiteFailed;
  if (suitePassed + suiteFailed === 0) failed += 1;
}
if (files.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
