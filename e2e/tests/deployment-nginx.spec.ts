// The nginx configs of deploy/ as production runs them, without Docker: deploy/nginx/entrypoint.sh
// renders each from the environment, as at a container's start, and starts Debian's nginx,
// unprivileged, over the built shell and tags remote; the front door sends /api to this run's API.
// The cache headers are checked against one list for nginx and for @care/serve alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiBasePath, endpoints, remoteNames, signInPagePaths } from '../../packages/contracts/src';
import { INLINE_SCRIPT_SOURCES_JSON } from '../../packages/serve/src/app-inline-scripts';
import { cacheExpectations } from '../../packages/serve/src/cache-expectations';
import tags from '../../remotes/tags/src/i18n/pl.json';
import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { pl as hostKit } from '../../packages/host-kit/src/i18n/pl';
import { freePort } from '../support/deploy';
import { currentStack } from '../support/stack';
import { demo, demoPassword } from '../support/session';
import { localStackOnly } from '../support/deployment';
import { expect, test } from '../support/test';

localStackOnly('it starts nginx over this checkout’s builds and the local stack’s API');

const root = join(__dirname, '../..');
/** deploy/nginx as the images hold it: copied into the run's folder (see beforeAll). */
let nginxDir: string;

/**
 * nginx runs unprivileged, as in the images (user nginx): started by root (CI), as nobody, which
 * owns the run directory.
 */
const nobody = 65534;
const asRoot = process.getuid?.() === 0;
const unprivileged = asRoot ? { uid: nobody, gid: nobody } : {};

interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * The entrypoint of deploy/'s images, with this environment and nothing else: it renders the
 * template (and an app's config.json) into `runDir` and execs nginx in the foreground, so the
 * process started here is nginx's master, stopped by its pid.
 */
async function startNginx(template: string, runDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn('sh', [join(nginxDir, 'entrypoint.sh')], {
    env: {
      PATH: `/usr/sbin:${process.env.PATH}`,
      NGINX_TEMPLATE: join(nginxDir, template),
      RUN_DIR: runDir,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    ...unprivileged,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running: RunningNginx = {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx (${template}) exited:\n${stderr}`);
    try {
      await fetch(running.url, { signal: AbortSignal.timeout(1_000) });
      return running;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await running.stop();
  throw new Error(`nginx (${template}) did not answer within 15 s:\n${stderr}`);
}

const builds = {
  shell: join(root, 'hosts/shell/dist'),
  tags: join(root, 'remotes/tags/dist'),
};
/** The builds nginx serves: the same files, copied in as the images copy them. */
const served = { ...builds };

let runDir: string;
const started: RunningNginx[] = [];
let apps: { shell: RunningNginx; tags: RunningNginx };
let frontDoor: RunningNginx;

test.beforeAll(async () => {
  const { ports } = currentStack();
  runDir = mkdtempSync(join(tmpdir(), 'care-nginx-'));
  if (asRoot) chownSync(runDir, nobody, nobody);
  // As in the images, the configs and builds are copied in: nobody may not read the checkout
  // itself (a clone in a private folder).
  const image = join(runDir, 'image');
  nginxDir = join(image, 'nginx');
  cpSync(join(root, 'deploy/nginx'), nginxDir, { recursive: true });
  for (const app of ['shell', 'tags'] as const) {
    served[app] = join(image, app);
    cpSync(builds[app], served[app], { recursive: true });
  }
  const local = (port: number) => `127.0.0.1:${port}`;
  const start = async (name: string, template: string, env: Record<string, string>) => {
    const nginx = await startNginx(template, join(runDir, name), env);
    started.push(nginx);
    return nginx;
  };
  // The shell loads tags through the front door, as docker-compose.yml has it, and the other
  // remotes from this run's servers: a remote may live on any host.
  const shellNginx = await start('shell', 'static.conf.template', {
    APP: 'shell',
    APP_ROOT: served.shell,
    AUTH_EMULATOR_URL: `http://${local(ports.auth)}`,
    ...Object.fromEntries(
      remoteNames.map((name) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        name === 'tags'
          ? '/remotes/tags/mf-manifest.json'
          : `http://localhost:${ports.remotes[name]}/mf-manifest.json`,
      ]),
    ),
  });
  const tagsNginx = await start('tags', 'static.conf.template', {
    APP: 'tags',
    APP_ROOT: served.tags,
    AUTH_EMULATOR_URL: `http://${local(ports.auth)}`,
  });
  apps = { shell: shellNginx, tags: tagsNginx };
  frontDoor = await start('front-door', 'front-door.conf.template', {
    API_UPSTREAM: local(ports.api),
    SHELL_UPSTREAM: new URL(shellNginx.url).host,
    ...Object.fromEntries(
      remoteNames.map((name) => [
        `${name.toUpperCase()}_UPSTREAM`,
        name === 'tags' ? new URL(tagsNginx.url).host : local(ports.remotes[name] ?? 0),
      ]),
    ),
  });
});

test.afterAll(async () => {
  await Promise.all(started.splice(0).map((nginx) => nginx.stop()));
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

test('an operator signs in through the front door and opens a remote served under it', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: frontDoor.url });
  try {
    const page = await context.newPage();
    // Everything the panel needs is allowed by the CSP nginx renders: the browser refuses nothing.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto('/auth/login');
    await page.getByLabel(hostKit.signIn.email).fill(demo.operator);
    await page.getByLabel(hostKit.signIn.password, { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: hostKit.signIn.submit }).click();
    const navigation = page.getByRole('navigation', { name: shell.sidebar.label });
    await expect(navigation).toBeVisible();

    const manifest = page.waitForResponse(`${frontDoor.url}/remotes/tags/mf-manifest.json`);
    await navigation.getByRole('link', { name: shell.sidebar.tags }).click();

    expect((await manifest).status()).toBe(200);
    await expect(page.getByRole('link', { name: tags.list.create })).toBeVisible();
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the shell's pages carry the CSP with its build's inline scripts, through the front door unchanged", async ({
  request,
}) => {
  const inlineSources = JSON.parse(
    readFileSync(join(builds.shell, INLINE_SCRIPT_SOURCES_JSON), 'utf8'),
  ) as string[];
  for (const path of ['/', '/organization/any/tags', signInPagePaths.login]) {
    const fromShell = await request.get(`${apps.shell.url}${path}`);
    const fromFrontDoor = await request.get(`${frontDoor.url}${path}`);
    const policy = fromShell.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy
      .split(';')
      .map((directive) => directive.trim().split(' '))
      .find(([name]) => name === 'script-src');

    expect({ path, status: fromShell.status() }).toEqual({ path, status: 200 });
    expect(fromFrontDoor.headers()['content-security-policy']).toBe(policy);
    expect(inlineSources.length).toBeGreaterThan(0);
    expect(scriptSrc).toEqual(expect.arrayContaining(inlineSources));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  }
});

test('the front door passes /api to the API, its problem answers included', async ({ request }) => {
  const document = await request.get(`${frontDoor.url}${apiBasePath}/openapi.json`);
  const anonymous = await request.get(`${frontDoor.url}${apiBasePath}${endpoints.getMe.path}`);

  expect(document.status()).toBe(200);
  expect(await document.json()).toHaveProperty('openapi');
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['content-type']).toContain('application/problem+json');
});

test('nginx and @care/serve answer the same cache headers for the same builds', async ({
  request,
}) => {
  const { ports } = currentStack();
  const servers = [
    { server: 'nginx', app: 'shell', base: apps.shell.url },
    { server: 'nginx', app: 'tags', base: apps.tags.url },
    { server: 'the front door', app: 'shell', base: frontDoor.url },
    { server: 'the front door', app: 'tags', base: `${frontDoor.url}/remotes/tags` },
    { server: '@care/serve', app: 'shell', base: `http://127.0.0.1:${ports.shell}` },
    { server: '@care/serve', app: 'tags', base: `http://127.0.0.1:${ports.remotes.tags}` },
  ] as const;

  for (const { server, app, base } of servers) {
    const expectations = cacheExpectations(app, builds[app]);
    const answered = [];
    for (const { what, path } of expectations) {
      const response = await request.get(`${base}${path}`);
      answered.push({
        what,
        status: response.status(),
        cacheControl: response.headers()['cache-control'],
      });
    }
    expect({ server, app, answered }).toEqual({
      server,
      app,
      answered: expectations.map(({ what, cacheControl }) => ({ what, status: 200, cacheControl })),
    });
  }
});
