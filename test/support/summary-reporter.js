const { writeSync } = require('node:fs');

/**
 * Ends a jest run with one plain summary line, `tests: N passed, N failed, N skipped`,
 * as the very last line of the output (written on exit, after jest's own summary),
 * which CI logs and other tools read without knowing jest's format.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites } = results;
    const failed = numFailedTests + numRuntimeErrorTestSuites;
    const line = `tests: ${numPassedTests} passed, ${failed} failed, ${numPendingTests + numTodoTests} skipped\n`;
    process.once('exit', () => writeSync(2, line));
  }
}
module.exports = SummaryReporter;
