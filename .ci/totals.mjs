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
  const suiteFailed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  const suite = file.replace(/\.json$/, '');
  console.log(`${suite}: ${suitePassed} passed, ${suiteFailed} failed`);
  // Only the end of CI's output may be read: each failure is named here, with its first line.
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name ?? '');
    if (
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((test) => test.status === 'failed')
    )
      console.log(`  ✗ ${where}: ${firstLine(result.message)}`);
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed')
        console.log(`  ✗ ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  passed += suitePassed;
  failed += suiteFailed;
  if (suitePassed + suiteFailed === 0) failed += 1;
}
if (files.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
