// How `pnpm test` turns what each runner did into passed and failed counts. Pure functions,
// so every combination of exit code, report and test count is unit-tested (test/).
// The rule: a runner proves something only by running tests and exiting cleanly. A crash,
// a missing or unreadable report, or a run of zero tests is a failure, never a zero.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, problems: string[], flaky?: string[] }} Counts
 * What a runner's report says: tests by outcome, errors outside any test (a suite that
 * could not load, a global setup that threw), and the tests that passed only on a retry.
 */

/** First line of an error message, trimmed to fit a summary line. */
function firstLine(message) {
  const line =
    String(message ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/**
 * Counts from jest's `--json` report, or undefined when it is not one.
 * @returns {Counts | undefined}
 */
export function jestCounts(report) {
  if (!report || typeof report.numTotalTests !== 'number') return undefined;
  // A suite that failed with no test results could not load or run at all (jest counts it in
  // numRuntimeErrorTestSuites, not among failed tests).
  const problems = (report.testResults ?? [])
    .filter((suite) => suite.status === 'failed' && !suite.assertionResults?.length)
    .map((suite) => `suite could not run: ${suite.name ?? '?'}`);
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    problems,
  };
}

/**
 * The slowest suites of a jest report, `seconds  path` each, slowest first: where CI's time goes.
 * @returns {string[]}
 */
export function slowestJestSuites(report, root = '', count = 10) {
  return (report?.testResults ?? [])
    .map((suite) => ({
      name: String(suite.name ?? '?').replace(root, ''),
      seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
    }))
    .filter((suite) => suite.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((suite) => `${suite.seconds.toFixed(1).padStart(6)} s  ${suite.name}`);
}

/** More tests than this passing only on their retry fail the run: the suite is not trusted. */
export const flakyLimit = 2;

/** The titles ("file › describe › test") of the tests Playwright marked flaky, in report order. */
export function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'flaky')) {
        titles.push([...here, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return titles;
}

/**
 * Counts from Playwright's JSON reporter, or undefined when it is not one. A flaky test
 * passed on its retry and counts as passed, named in the summary; past `flakyLimit` such
 * tests, the run counts one failure more, so a suite that leans on its retries cannot pass.
 * @returns {Counts | undefined}
 */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return undefined;
  const flaky = flakyTests(report);
  const flakyCount = Math.max(stats.flaky ?? 0, flaky.length);
  const problems = (report.errors ?? []).map(
    (error) => `${errorSource(error)}: ${firstLine(error.message ?? error.value ?? error)}`,
  );
  if (flakyCount > flakyLimit) {
    problems.push(`${flakyCount} tests passed only on their retry (at most ${flakyLimit} may)`);
  }
  return {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    problems,
    ...(flaky.length > 0 ? { flaky } : {}),
  };
}

/** Where an error outside the tests came from, as far as its stack tells. */
function errorSource(error) {
  const trace = `${error.stack ?? ''}\n${error.location?.file ?? ''}`;
  if (/global-?setup/i.test(trace)) return 'global setup failed';
  if (/global-?teardown/i.test(trace)) return 'global teardown failed';
  return 'error outside the tests';
}

/**
 * One runner's contribution to the total.
 * @param {{ label: string, exitCode: number | null, counts: Counts | undefined, seconds?: string }} run
 *   exitCode null: the process was killed by a signal.
 * @returns {{ passed: number, failed: number, line: string }}
 */
export function summarizeRunner({ label, exitCode, counts, seconds }) {
  const time = seconds === undefined ? '' : ` (${seconds} s)`;
  const exited = exitCode === null ? 'was killed' : `exited with code ${exitCode}`;
  if (!counts) {
    return {
      passed: 0,
      failed: 1,
      line: `${label}: 0 passed, 1 failed: no readable report, the runner ${exited}${time}`,
    };
  }
  const { passed, skipped, problems } = counts;
  let failed = counts.failed;
  const notes = [];
  if (problems.length > 0) {
    // Errors outside tests (global setup, a suite that did not load) each count once.
    failed += problems.length;
    notes.push(...problems);
  }
  if (passed + counts.failed === 0) {
    failed = Math.max(failed, 1);
    notes.push(problems.length > 0 ? 'so no tests ran' : 'no tests ran');
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`the runner ${exited} though no test failed`);
  }
  const skippedText = skipped > 0 ? `, ${skipped} skipped` : '';
  const noteText = notes.length > 0 ? `: ${notes.join('; ')}` : '';
  // Each test that passed only on its retry is named under its runner's line.
  const flakyText = (counts.flaky ?? []).map((title) => `\n  passed on retry: ${title}`).join('');
  return {
    passed,
    failed,
    line: `${label}: ${passed} passed, ${failed} failed${skippedText}${noteText}${time}${flakyText}`,
  };
}

/**
 * A gate (typecheck, lint, build, …) is one check: it passes by exiting with 0.
 * @returns {{ passed: number, failed: number, line: string }}
 */
export function summarizeGate({ label, exitCode, seconds }) {
  const ok = exitCode === 0;
  const time = seconds === undefined ? '' : ` (${seconds} s)`;
  return {
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    line: `${label}: ${ok ? 'ok' : 'FAILED'}${time}`,
  };
}

/** A runner that could not start at all (an earlier gate it needs failed). */
export function notRun(label, reason) {
  return { passed: 0, failed: 1, line: `${label}: not run, ${reason}` };
}

/** The last line of `pnpm test`: every runner and gate added up. */
export function totalLine(results) {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  return { passed, failed, line: `${passed} passed, ${failed} failed` };
}
