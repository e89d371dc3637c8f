import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { freePort, outboundPortRange, portHolder, takenPortMessages } from '../ports.mjs';

const scripts = join(__dirname, '..');

function listen(port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('ports', () => {
  it('picks ports below the range outbound connections take their local ports from', async () => {
    // A port in that range could be taken by any connection between the pick and the bind,
    // which is how a stack start failed with EADDRINUSE on its API port.
    const { low } = outboundPortRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeLessThan(low);
      expect(port).toBeGreaterThanOrEqual(10000);
    }
  });

  it('never hands out one port twice, even when asked for many at once before any is bound', async () => {
    // Every draw lands on the same two ports; the third call must not get either again.
    const draws = [0.25, 0.25, 0.5, 0.5];
    const first = await freePort('127.0.0.1', () => draws.shift() ?? 0.75);
    const second = await freePort('127.0.0.1', () => draws.shift() ?? 0.75);
    const third = await freePort('127.0.0.1', () => draws.shift() ?? 0.75);
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('passes over a drawn port someone listens on, on loopback or on every address', async () => {
    const { low } = outboundPortRange();
    // Listeners on ports below the outbound range, found by trying, not by the helper under test.
    const listenBelowRange = async (host?: string): Promise<Server> => {
      for (;;) {
        const port = 10000 + Math.floor(Math.random() * (low - 10000));
        const server = await listen(port, host).catch(() => undefined);
        if (server) return server;
      }
    };
    const loopbackHeld = await listenBelowRange('127.0.0.1');
    const everywhereHeld = await listenBelowRange();
    const stillFree = await listenBelowRange();
    const portOf = (server: Server) => (server.address() as { port: number }).port;
    const expected = portOf(stillFree);
    await close(stillFree);
    // The draws land exactly on the two held ports, then on the free one.
    const draws = [portOf(loopbackHeld), portOf(everywhereHeld), expected].map(
      (port) => (port - 10000 + 0.5) / (low - 10000),
    );
    try {
      expect(await freePort('127.0.0.1', () => draws.shift() ?? 0)).toBe(expected);
      expect(draws).toHaveLength(0);
    } finally {
      await close(loopbackHeld);
      await close(everywhereHeld);
    }
  });

  it('finds nobody on a free port', async () => {
    expect(await portHolder(await freePort())).toBeUndefined();
  });

  it.each([['127.0.0.1'], [undefined]])(
    'names this very process as the holder of a port it listens on (%s)',
    async (host) => {
      const port = await freePort();
      const server = await listen(port, host);
      try {
        const holder = await portHolder(port);
        expect(holder).toMatchObject({ pid: process.pid });
        expect(holder?.command).toContain('node');
        const messages = await takenPortMessages([{ port, what: 'the API', moveWith: 'API_PORT' }]);
        expect(messages).toHaveLength(1);
        expect(messages[0]).toMatch(
          new RegExp(
            `^Port ${port} \\(the API\\) is in use by process ${process.pid} \\(.+\\); stop it, or set API_PORT\\.$`,
          ),
        );
      } finally {
        await close(server);
      }
    },
  );

  it('`pnpm start` stops with one line naming a taken port and the variable that moves it', async () => {
    const taken = await freePort();
    const server = await listen(taken, '127.0.0.1');
    try {
      // Every other port of the stack moved to a free one, so only the taken port stands in the way.
      const env: Record<string, string> = {
        ...process.env,
        SHELL_PORT: String(taken),
        API_PORT: String(await freePort()),
        AUTH_EMULATOR_PORT: String(await freePort()),
      };
      for (const name of ['members', 'orders', 'tags', 'documents', 'outposts', 'admin', 'account'])
        env[`${name.toUpperCase()}_PORT`] = String(await freePort());
      const result = spawnSync(process.execPath, [join(scripts, 'start.mjs')], {
        env,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^Port ${taken} \\(the shell\\) is in use by process \\d+ \\(.+\\); stop it, or set SHELL_PORT\\.$`,
        ),
      );
    } finally {
      await close(server);
    }
  });
});
