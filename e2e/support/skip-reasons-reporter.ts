import { basename } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints why each skipped test was skipped, which the built-in reporters do not: against a
 * deployment, the specs that need the local composition say what they need of it.
 */
export default class SkipReasonsReporter implements Reporter {
  private readonly lines = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') return;
    const reason = [...result.annotations, ...test.annotations].find(
      (annotation) => annotation.type === 'skip',
    )?.description;
    this.lines.add(
      `  ${basename(test.location.file)} › ${test.title}: ${reason ?? 'no reason given'}`,
    );
  }

  onEnd() {
    if (this.lines.size > 0) console.log(`\nSkipped, and why:\n${[...this.lines].join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
