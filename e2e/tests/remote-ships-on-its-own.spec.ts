import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localStackOnly } from '../support/deployment';
import { expect, test, type Page } from '../support/test';
import i18nPl from '../../packages/i18n/src/resources/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import orders from '../../remotes/orders/src/i18n/pl.json';
import tags from '../../remotes/tags/src/i18n/pl.json';
import tagsPackage from '../../remotes/tags/package.json';
import { demo, signIn } from '../support/session';
import { currentStack } from '../support/stack';
import {
  buildRemote,
  manifestOf,
  serveRemoteBuild,
  serveShell,
  type AppServer,
  type RemoteBuild,
} from '../support/deploy';

localStackOnly(
  'it builds the tags remote from this checkout and restarts the local shell’s server',
);

// A remote's team ships on its own: a new build of tags, in a place of its own, is picked up by
// the shell already built, once its /config.json names that place. The shell is never rebuilt
// here: each test starts the shell's server again, with another config, on the same origin.

const shellReact = (
  JSON.parse(readFileSync(join(__dirname, '../../hosts/shell/dist/mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; version: string }>;
  }
).shared.find((shared) => shared.name === 'react')!.version;
const [shellReactMajor] = shellReact.split('.');

/** Redeployed: a new version, built against an older minor of the shell's React. */
const redeployedVersion = '2.0.0-redeployed';
const olderCompatibleReact = `${shellReactMajor}.0.0`;
/** Built for the React major before the shell's: the shell's React does not satisfy it. */
const otherMajorReact = `${Number(shellReactMajor) - 1}.3.1`;

const builds: RemoteBuild[] = [];
const servers: AppServer[] = [];
let redeployed: AppServer;
let otherMajor: AppServer;
let shellServer: AppServer | undefined;

// One set of builds for the file: serial, so a failure skips the rest instead of a new worker
// building again. Each test signs in and starts the shell's server, slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Two production builds of a remote; slow on a busy machine.
  test.setTimeout(420_000);
  const redeployedBuild = await buildRemote('tags', {
    MF_BUILD_VERSION: redeployedVersion,
    SHARED_BUILT_AGAINST: `react@${olderCompatibleReact},react-dom@${olderCompatibleReact}`,
  });
  builds.push(redeployedBuild);
  const otherMajorBuild = await buildRemote('tags', {
    MF_BUILD_VERSION: `react-${otherMajorReact}`,
    SHARED_BUILT_AGAINST: `react@${otherMajorReact},react-dom@${otherMajorReact}`,
  });
  builds.push(otherMajorBuild);
  redeployed = await serveRemoteBuild('tags', redeployedBuild);
  servers.push(redeployed);
  otherMajor = await serveRemoteBuild('tags', otherMajorBuild);
  servers.push(otherMajor);
  shellServer = await serveShell({});
});

test.afterAll(async () => {
  await shellServer?.stop();
  for (const server of servers) await server.stop();
  for (const build of builds) build.remove();
});

/**
 * Starts the built shell again on its port, its config naming `tags` at this manifest (the
 * stack's own when not given), as a deployment renders config.json at the server's start.
 */
async function deployShell(tagsManifest?: string) {
  const port = shellServer?.port;
  await shellServer?.stop();
  shellServer = await serveShell(tagsManifest ? { tags: tagsManifest } : {}, port);
}

// The pages of these tests are the shell this file serves, not the stack's. (Playwright also
// sets the option up for beforeAll, before that shell exists.)
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(shellServer?.url ?? currentStack().url) });

const tagsArea = (page: Page) => page.locator('[data-remote="tags"]');
const sidebar = (page: Page) => page.getByRole('navigation', { name: shell.sidebar.label });

/** Signed in on this file's shell; its server has just started, so the first page is slow. */
async function signInAsOperator(page: Page) {
  await signIn(page, demo.operator);
  await expect(sidebar(page)).toBeVisible({ timeout: 30_000 });
}

async function openTags(page: Page) {
  await sidebar(page).getByRole('link', { name: shell.sidebar.tags }).click();
}

test('the built shell shows a redeployed remote after its config names the new place and the page reloads', async ({
  page,
}) => {
  // beforeAll started the shell with the stack's own tags.
  await signInAsOperator(page);
  await openTags(page);
  await expect(page.getByRole('heading', { name: tags.title })).toBeVisible({ timeout: 20_000 });
  await expect(tagsArea(page)).toHaveAttribute('data-build-version', tagsPackage.version);

  await deployShell(manifestOf(redeployed));
  const newEntry = page.waitForRequest(`${redeployed.url}/remoteEntry.js`);
  await page.reload();

  await expect(page.getByRole('heading', { name: tags.title })).toBeVisible({ timeout: 20_000 });
  await expect(tagsArea(page)).toHaveAttribute('data-build-version', redeployedVersion);
  await newEntry;
});

test('a remote built against an older minor of the shell’s React works inside the shell', async ({
  page,
}) => {
  const manifest = (await (await fetch(manifestOf(redeployed))).json()) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  const react = manifest.shared.find((shared) => shared.name === 'react');
  expect(react).toMatchObject({
    version: olderCompatibleReact,
    requiredVersion: `^${olderCompatibleReact}`,
  });
  expect(shellReact).not.toBe(olderCompatibleReact);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await deployShell(manifestOf(redeployed));
  await signInAsOperator(page);
  await openTags(page);

  await expect(tagsArea(page)).toHaveAttribute('data-build-version', redeployedVersion, {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: tags.title })).toBeVisible();
  // Its rows come through the shell's one query client and api client: the singletons hold.
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote built for another major of the shell’s React fails into its error card while the rest works', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await deployShell(manifestOf(otherMajor));
  await signInAsOperator(page);
  await openTags(page);

  await expect(page.getByText(i18nPl.remote.loadFailed.title)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: i18nPl.remote.loadFailed.retry })).toBeVisible();
  // Refused for its React requirement, not for anything else.
  expect(logged.join('\n')).toMatch(
    new RegExp(
      `shared singleton module react\\b.*needs \\^${otherMajorReact.replaceAll('.', '\\.')}`,
    ),
  );

  await sidebar(page).getByRole('link', { name: shell.sidebar.orders }).click();
  await expect(page.getByRole('heading', { name: orders.title })).toBeVisible({ timeout: 20_000 });
});
