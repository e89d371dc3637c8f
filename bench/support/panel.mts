// The composed product for the browser benchmarks: the built apps, the API on PGlite with the
// demo data and the identity emulator on free ports (scripts/stack.mjs, as the e2e suite starts
// them), a Chromium with the e2e suite's flags, and the demo operator's sign-in.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiBasePath, endpoints } from '../../packages/contracts/src/index';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';

interface StackModule {
  freePortPlan(): Promise<unknown>;
  startStack(options: { ports: unknown; dataDir: string; quiet: boolean }): Promise<{
    url: string;
    stop(): Promise<void>;
  }>;
}

export { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.ts';

export const demoOperator = { email: 'operator@care.test', password: 'demo1234' };

/** The dashboard's figures: in the page once the organization's statistics have arrived. */
export const DASHBOARD_CONTENT = 'main section [role="group"]';

/** What a page says once a selector matches in it (`selectorSeenScript`). */
export interface Seen {
  /** When the selector first matched, as absolute time (timeOrigin + now): comparable across pages. */
  at: number;
  /** When the page was shown, relative to its start: 0 for a page the browser did not prepare ahead. */
  activationStart: number;
}

/**
 * An expression for a page's evaluation that resolves, as `Seen`, once the selector matches
 * (checked on every DOM change). A string, not a function: the TypeScript loader would wrap a
 * function's inner functions in helpers the page does not have.
 */
export function selectorSeenScript(selector: string): string {
  const wanted = JSON.stringify(selector);
  return `new Promise((resolve) => {
    const seen = () => resolve({
      at: performance.timeOrigin + performance.now(),
      activationStart: performance.getEntriesByType('navigation')[0]?.activationStart ?? 0,
    });
    if (document.querySelector(${wanted})) return seen();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${wanted})) return;
      observer.disconnect();
      seen();
    });
    observer.observe(document, { subtree: true, childList: true });
  })`;
}

/** Exits with a message when the apps are not built: these benchmarks measure the build. */
export function requireBuild(benchmark: string): void {
  if (!existsSync(new URL('../../hosts/shell/dist/index.html', import.meta.url))) {
    console.error(`${benchmark}: the apps are not built; run pnpm build first.`);
    process.exit(1);
  }
}

/** Starts the product on free ports with fresh demo data; `stop()` ends it and removes the data. */
export async function startPanel(): Promise<{ url: string; stop(): Promise<void> }> {
  const stackScript = '../../scripts/stack.mjs';
  const { freePortPlan, startStack } = (await import(stackScript)) as StackModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'care-bench-panel-'));
  const stack = await startStack({
    ports: await freePortPlan(),
    dataDir: join(dataDir, 'pglite'),
    quiet: true,
  });
  return {
    url: stack.url,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Fills the login page and submits it; resolves once the panel's start page is the address. When
 * the panel goes elsewhere (once, a run landed on the invitations page, as for an account with no
 * role), the error names the address reached and what the account endpoint answered, so a rare
 * failure says which side it came from.
 */
export async function submitSignIn(page: Page, baseUrl: string): Promise<void> {
  const accountAnswers: string[] = [];
  const accountPath = apiBasePath + endpoints.getMe.path;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== accountPath) return;
    void response
      .text()
      .then((body) => accountAnswers.push(`${response.status()} ${body.slice(0, 600)}`))
      .catch(() => accountAnswers.push(`${response.status()} (body unreadable)`));
  });
  await page.goto(new URL('/auth/login', baseUrl).href);
  await page.getByLabel(hostKit.signIn.email).fill(demoOperator.email);
  await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoOperator.password);
  await page.getByRole('button', { name: hostKit.signIn.submit }).click();
  try {
    await page.waitForURL(new URL('/', baseUrl).href);
  } catch (error) {
    throw new Error(
      `Signing the demo operator in reached ${page.url()}, not the dashboard. ` +
        `${accountPath} answered: ${accountAnswers.join(' | ') || 'nothing'}`,
      { cause: error },
    );
  }
}
