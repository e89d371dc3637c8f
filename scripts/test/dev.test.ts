import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, portHolder } from '../ports.mjs';
import { remoteNames } from '../stack.mjs';

const root = join(__dirname, '../..');
// The first dev builds, the API's migrations and the emulator's start take a few minutes on a
// small, shared machine; a fresh clone also builds the remotes that are not watched first.
jest.setTimeout(15 * 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `predicate` holds for the output so far; rejects when the process exits first. */
function outputMatches(child: ChildProcess, output: () => string, predicate: () => boolean) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!predicate()) return;
      cleanup();
      resolve();
    };
    const exited = (code: number | null) => {
      cleanup();
      reject(new Error(`pnpm dev exited (${code}) early:\n${output().slice(-3000)}`));
    };
    const cleanup = () => {
      child.stdout?.off('data', check);
      child.off('exit', exited);
    };
    child.stdout?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

describe('pnpm dev', () => {
  it('runs the shell and the named remote on dev servers, rebuilds on save, and stops whole', async () => {
    const ports = {
      SHELL_PORT: await freePort(),
      API_PORT: await freePort(),
      AUTH_EMULATOR_PORT: await freePort(),
      ...Object.fromEntries(
        await Promise.all(
          remoteNames.map(async (name) => [`${name.toUpperCase()}_PORT`, await freePort()]),
        ),
      ),
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'care-dev-test-'));
    const child = spawn('pnpm', ['dev', 'tags'], {
      cwd: root,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        DATA_DIR: dataDir,
      },
      // A group of its own, so the test stops exactly what it started, by its pid.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exit = new Promise((resolve) => child.once('exit', resolve));

    try {
      await outputMatches(
        child,
        () => output,
        () => output.includes('Care panel is running at'),
      );
      expect(output).toContain('Watching the shell and tags');

      const shellPage = await fetch(`http://127.0.0.1:${ports.SHELL_PORT}/organization/x/tags`);
      expect(shellPage.status).toBe(200);
      expect(await shellPage.text()).toContain('id="root"');
      const config = await (await fetch(`http://127.0.0.1:${ports.SHELL_PORT}/config.json`)).json();
      expect(config.remotes.tags).toBe(`http://localhost:${ports.TAGS_PORT}/mf-manifest.json`);
      // The tags remote from its dev server, whose entry carries the live-reload client into
      // the shell's page; another remote from its build.
      const tagsEntry = await fetch(`http://127.0.0.1:${ports.TAGS_PORT}/remoteEntry.js`);
      expect(tagsEntry.status).toBe(200);
      expect(await tagsEntry.text()).toContain('webpack-dev-server/client');
      const members = await fetch(`http://127.0.0.1:${ports.MEMBERS_PORT}/mf-manifest.json`);
      expect(members.status).toBe(200);

      const builds = () => output.split('\n').filter((line) => /^\[tags\] .*compiled/.test(line));
      const before = builds().length;
      const now = new Date();
      utimesSync(join(root, 'remotes/tags/src/App.tsx'), now, now);
      await outputMatches(
        child,
        () => output,
        () => builds().length > before,
      );
      expect(builds().at(-1)).toMatch(/compiled successfully/);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exit;
      // The stack stops its processes before the command exits; their ports close with them.
      for (let attempt = 0; attempt < 60; attempt++) {
        const held = await Promise.all(Object.values(ports).map((port) => portHolder(port)));
        if (held.every((holder) => holder === undefined)) break;
        await sleep(1000);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
    const stillHeld = (
      await Promise.all(
        Object.entries(ports).map(async ([name, port]) => [name, await portHolder(port)] as const),
      )
    ).filter(([, holder]) => holder !== undefined);
    expect(stillHeld).toEqual([]);
  });
});
