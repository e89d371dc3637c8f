// Sign-in → the dashboard's content when the browser has prepared the panel's page ahead
// (prerendering, which the login page asks for by speculation rules while a person types).
// Playwright attaches to pages in a way under which Chromium refuses to prerender
// (PrerenderingDisabledByDevTools); Puppeteer attaches through the tab, under which it does, so
// this measure drives Chromium through Puppeteer.
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { PAGE_READY_EVENT } from '../../hosts/shell/src/sign-in/prerendered-page';
import {
  DASHBOARD_CONTENT,
  chromiumArgs,
  chromiumPath,
  demoOperator,
  selectorSeenScript,
  type Seen,
} from './panel.mts';

/** How long a person takes to type their password, after the page is live. */
const TYPING_MS = 2000;

export interface PreparedSignIn {
  /** Click → the dashboard's content, in ms. */
  ms: number;
  /** Whether the page shown was the prepared one (its activation came after its start). */
  prepared: boolean;
  /** The browser's last word on the prepared page: Ready, Success, or why it failed. */
  status: string;
}

/**
 * Evaluates an expression in the page shown; again when the document it ran in was replaced
 * meanwhile (the prepared page shown, or a plain navigation), which Puppeteer reports as a
 * destroyed context or a detached frame.
 */
async function evaluateInShownPage<T>(page: Page, expression: string, what: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await page.evaluate(expression)) as T;
    } catch (error) {
      if (attempt >= 500) throw new Error(what, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/**
 * Waits in the page shown until the selector matches. One evaluation answers when and whether
 * the page was prepared: after the prepared page is shown, Puppeteer can lose track of the page's
 * frame for a later one.
 */
function seenIn(page: Page, selector: string): Promise<Seen> {
  return evaluateInShownPage(page, selectorSeenScript(selector), `waiting for ${selector}`);
}

export async function launchPreparingBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/**
 * In a fresh profile: the login page, the fields filled, the page live, a person's typing time,
 * then the click, timed to the dashboard's content in the page shown.
 */
export async function timePreparedSignIn(
  browser: Browser,
  baseUrl: string,
): Promise<PreparedSignIn> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    let status = 'not reported';
    // Read on Puppeteer's own session with the page: a session of our own, attached to the page
    // and not through its tab, would itself stop the prerendering.
    const session = (page as unknown as { _client?(): CDPSession })._client?.();
    await session?.send('Preload.enable');
    session?.on('Preload.prerenderStatusUpdated', (event) => {
      status = event.prerenderStatus ? `${event.status} (${event.prerenderStatus})` : event.status;
    });
    await page.evaluateOnNewDocument(
      `document.addEventListener(${JSON.stringify(PAGE_READY_EVENT)}, () => (window.__signInReady = true));`,
    );
    await page.goto(new URL('/auth/login', baseUrl).href);
    await page.locator('input[type="email"]').fill(demoOperator.email);
    await page.locator('input[type="password"]').fill(demoOperator.password);
    await page.waitForFunction('window.__signInReady === true');
    await new Promise((resolve) => setTimeout(resolve, TYPING_MS));
    const clicked = Date.now();
    await page.locator('button[type="submit"]').click();
    const shown = await seenIn(page, DASHBOARD_CONTENT);
    return { ms: shown.at - clicked, prepared: shown.activationStart > 0, status };
  } finally {
    await context.close();
  }
}
