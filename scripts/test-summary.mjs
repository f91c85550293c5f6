// Adds up Vitest JSON reports and prints one plain closing line: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || passed === 0) process.exit(1);
