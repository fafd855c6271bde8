// Adds up the JSON reports of every runner (vitest, playwright) and prints one closing line.
// Arguments name the steps that failed outside a runner (lint, typecheck, build); each counts as a failure.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];

for (const root of ['packages', 'apps', 'tooling']) {
  if (!existsSync(root)) continue;
  for (const pkg of readdirSync(root)) {
    const dir = join(root, pkg, 'reports');
    for (const runner of ['vitest', 'playwright']) {
      const runnerDir = join(dir, runner);
      if (!existsSync(runnerDir)) continue;
      for (const file of readdirSync(runnerDir).filter((f) => f.endsWith('.json'))) {
        const report = JSON.parse(readFileSync(join(runnerDir, file), 'utf8'));
        const counts =
          runner === 'vitest'
            ? {
                p: report.numPassedTests,
                // A test file that fails before running any test (an import error) counts as one failure.
                f: report.numFailedTests + (report.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length,
                s: report.numPendingTests + (report.numTodoTests ?? 0),
              }
            : { p: report.stats.expected + report.stats.flaky, f: report.stats.unexpected, s: report.stats.skipped };
        passed += counts.p;
        failed += counts.f;
        skipped += counts.s;
        rows.push(`${runner.padEnd(10)} ${join(root, pkg).padEnd(34)} ${counts.p} passed, ${counts.f} failed`);
      }
    }
  }
}

console.log('\nTest reports:');
for (const row of rows) console.log(`  ${row}`);
for (const stepName of failedSteps) console.log(`  step failed: ${stepName}`);
failed += failedSteps.length;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
