import {
  jestCounts,
  notRun,
  playwrightCounts,
  slowestJestSuites,
  summarizeGate,
  summarizeRunner,
  totalLine,
} from '../test-summary.mjs';

type Counts = NonNullable<ReturnType<typeof jestCounts>>;

const none: Counts = { passed: 0, failed: 0, skipped: 0, problems: [] };
const allPassed: Counts = { passed: 12, failed: 0, skipped: 0, problems: [] };
const someFailed: Counts = { passed: 10, failed: 2, skipped: 0, problems: [] };

describe('summarizeRunner: every exit code × report × tests counted', () => {
  const exitCodes = [0, 1, null] as const;
  const reports = [
    ['no report', undefined],
    ['zero tests', none],
    ['only passing tests', allPassed],
    ['two failing tests', someFailed],
  ] as const;

  const cases = exitCodes.flatMap((exitCode) =>
    reports.map(([name, counts]) => ({ exitCode, name, counts })),
  );

  it.each(cases)('exit $exitCode with $name', ({ exitCode, counts }) => {
    const result = summarizeRunner({ label: 'jest', exitCode, counts });
    const clean = exitCode === 0 && counts !== undefined && counts.passed + counts.failed > 0;
    // Only a clean exit with tests that ran can sum to zero failures.
    if (clean) expect(result.failed).toBe(counts.failed);
    else expect(result.failed).toBeGreaterThanOrEqual(1);
    // Failing tests are never under-counted.
    expect(result.failed).toBeGreaterThanOrEqual(counts?.failed ?? 0);
    expect(result.passed).toBe(counts?.passed ?? 0);
    expect(result.line.startsWith(`jest: ${result.passed} passed, ${result.failed} failed`)).toBe(
      true,
    );
  });

  it('says why a runner without a report failed', () => {
    expect(summarizeRunner({ label: 'playwright', exitCode: 1, counts: undefined }).line).toBe(
      'playwright: 0 passed, 1 failed: no readable report, the runner exited with code 1',
    );
    expect(summarizeRunner({ label: 'jest', exitCode: null, counts: undefined }).line).toContain(
      'the runner was killed',
    );
  });

  it('says when no tests ran', () => {
    expect(summarizeRunner({ label: 'jest', exitCode: 0, counts: none, seconds: '1.0' })).toEqual({
      passed: 0,
      failed: 1,
      line: 'jest: 0 passed, 1 failed: no tests ran (1.0 s)',
    });
  });

  it('says when the runner exited non-zero although every test passed', () => {
    expect(summarizeRunner({ label: 'jest', exitCode: 1, counts: allPassed }).line).toBe(
      'jest: 12 passed, 1 failed: the runner exited with code 1 though no test failed',
    );
  });

  it('counts each error outside the tests once, and names it', () => {
    const result = summarizeRunner({
      label: 'playwright',
      exitCode: 1,
      counts: { ...none, problems: ['global setup failed: listen EADDRINUSE 127.0.0.1:4400'] },
    });
    expect(result).toEqual({
      passed: 0,
      failed: 1,
      line: 'playwright: 0 passed, 1 failed: global setup failed: listen EADDRINUSE 127.0.0.1:4400; so no tests ran',
    });
  });

  it('reports skipped tests without counting them either way', () => {
    const result = summarizeRunner({
      label: 'playwright',
      exitCode: 0,
      counts: { ...allPassed, skipped: 3 },
    });
    expect(result).toMatchObject({ passed: 12, failed: 0 });
    expect(result.line).toBe('playwright: 12 passed, 0 failed, 3 skipped');
  });
});

describe('jestCounts', () => {
  it('reads a clean report', () => {
    expect(
      jestCounts({
        numTotalTests: 3,
        numPassedTests: 2,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 0,
        numRuntimeErrorTestSuites: 0,
        testResults: [{ name: 'a.test.ts', status: 'failed', assertionResults: [{}, {}, {}] }],
      }),
    ).toEqual({ passed: 2, failed: 1, skipped: 1, problems: [] });
  });

  it('names a suite that could not run (it has no test results of its own)', () => {
    expect(
      jestCounts({
        numTotalTests: 1,
        numPassedTests: 1,
        numFailedTests: 0,
        numRuntimeErrorTestSuites: 1,
        testResults: [
          { name: '/repo/a.test.ts', status: 'passed', assertionResults: [{}] },
          { name: '/repo/broken.test.ts', status: 'failed', assertionResults: [] },
        ],
      })?.problems,
    ).toEqual(['suite could not run: /repo/broken.test.ts']);
  });

  it('refuses what is not a jest report', () => {
    expect(jestCounts(undefined)).toBeUndefined();
    expect(jestCounts({ stats: {} })).toBeUndefined();
  });
});

describe('playwrightCounts', () => {
  it('counts flaky tests as passed and keeps global errors', () => {
    expect(
      playwrightCounts({
        stats: { expected: 40, unexpected: 1, flaky: 2, skipped: 1 },
        errors: [{ message: 'Error: worker crashed\n  at stack' }],
      }),
    ).toEqual({
      passed: 42,
      failed: 1,
      skipped: 1,
      problems: ['error outside the tests: Error: worker crashed'],
    });
  });

  it('says a global setup failed when its stack passes through it', () => {
    // As Playwright reports a global setup whose stack start threw (seen in a real run).
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [
        {
          message: 'Error: api exited before http://127.0.0.1:4400/ready answered:',
          stack:
            'Error: api exited before ...\n    at waitFor (/repo/scripts/stack.mjs:120:13)\n    at async globalSetup (/repo/e2e/support/global-setup.ts:5:17)',
          location: { file: '/repo/scripts/stack.mjs', line: 120, column: 13 },
        },
      ],
    };
    const counts = playwrightCounts(report);
    expect(counts?.problems).toEqual([
      'global setup failed: Error: api exited before http://127.0.0.1:4400/ready answered:',
    ]);
    expect(summarizeRunner({ label: 'playwright', exitCode: 1, counts }).line).toBe(
      'playwright: 0 passed, 1 failed: global setup failed: Error: api exited before http://127.0.0.1:4400/ready answered:; so no tests ran',
    );
  });

  const spec = (title: string, status: string) => ({ title, tests: [{ status }] });
  const reportWith = (flakyTitles: string[]) => ({
    stats: { expected: 3, unexpected: 0, flaky: flakyTitles.length, skipped: 0 },
    errors: [],
    suites: [
      {
        title: 'operator-accepts-order.spec.ts',
        specs: [spec('accepts from the list', 'expected')],
        suites: [
          {
            title: 'on a phone',
            specs: flakyTitles.map((title) => spec(title, 'flaky')),
            suites: [],
          },
        ],
      },
      { title: 'tags.spec.ts', specs: [spec('creates a tag', 'expected')], suites: [] },
    ],
  });

  it('names each test that passed only on its retry under the runner line', () => {
    const counts = playwrightCounts(reportWith(['rejects with a reason']));
    expect(counts?.flaky).toEqual([
      'operator-accepts-order.spec.ts › on a phone › rejects with a reason',
    ]);
    const result = summarizeRunner({ label: 'playwright', exitCode: 0, counts, seconds: '9.0' });
    expect(result.failed).toBe(0);
    expect(result.line).toBe(
      'playwright: 4 passed, 0 failed (9.0 s)\n' +
        '  passed on retry: operator-accepts-order.spec.ts › on a phone › rejects with a reason',
    );
  });

  it('allows two tests that passed on their retry, and fails the run at the third', () => {
    const two = playwrightCounts(reportWith(['a', 'b']));
    expect(summarizeRunner({ label: 'playwright', exitCode: 0, counts: two }).failed).toBe(0);
    const three = playwrightCounts(reportWith(['a', 'b', 'c']));
    const result = summarizeRunner({ label: 'playwright', exitCode: 0, counts: three });
    expect(result.failed).toBe(1);
    expect(result.line).toContain('3 tests passed only on their retry (at most 2 may)');
  });

  it('refuses what is not a Playwright report', () => {
    expect(playwrightCounts(undefined)).toBeUndefined();
    expect(playwrightCounts({ numTotalTests: 1 })).toBeUndefined();
  });
});

describe('gates and the total', () => {
  it('a gate is one check, passed only by exit code 0', () => {
    expect(summarizeGate({ label: 'lint', exitCode: 0 })).toEqual({
      passed: 1,
      failed: 0,
      line: 'lint: ok',
    });
    expect(summarizeGate({ label: 'build', exitCode: 2, seconds: '3.0' })).toEqual({
      passed: 0,
      failed: 1,
      line: 'build: FAILED (3.0 s)',
    });
    expect(summarizeGate({ label: 'build', exitCode: null }).failed).toBe(1);
  });

  it('a runner that never started is a failure', () => {
    expect(notRun('playwright', 'the build failed')).toEqual({
      passed: 0,
      failed: 1,
      line: 'playwright: not run, the build failed',
    });
  });

  it('sums every result into the one last line', () => {
    expect(
      totalLine([
        { passed: 1, failed: 0, line: '' },
        { passed: 1200, failed: 2, line: '' },
        { passed: 0, failed: 1, line: '' },
      ]),
    ).toEqual({ passed: 1201, failed: 3, line: '1201 passed, 3 failed' });
  });
});

describe('slowestJestSuites', () => {
  it('lists the slowest suites first, relative to the repository, with their seconds', () => {
    const report = {
      testResults: [
        { name: '/repo/a.test.ts', startTime: 1_000, endTime: 3_500 },
        { name: '/repo/b.test.ts', startTime: 1_000, endTime: 41_000 },
        { name: '/repo/c.test.ts', startTime: 1_000, endTime: 1_200 },
      ],
    };
    expect(slowestJestSuites(report, '/repo/', 2)).toEqual([
      '  40.0 s  b.test.ts',
      '   2.5 s  a.test.ts',
    ]);
    expect(slowestJestSuites(undefined)).toEqual([]);
  });
});
