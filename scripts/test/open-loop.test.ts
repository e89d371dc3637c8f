import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLoop, type VirtualUser } from '../../bench/support/open-loop.mts';

/** A server answering every request after `delayMs`, or dropping its connection. */
async function serve(
  answer: 'after delay' | 'drop',
  delayMs = 0,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    if (answer === 'drop') request.socket.destroy();
    else setTimeout(() => response.end('{}'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

function users(count: number, statuses: number[] = []): VirtualUser[] {
  return Array.from({ length: count }, () => ({
    next: () => ({
      request: { method: 'GET', path: '/' },
      answered: (status) => statuses.push(status),
    }),
  }));
}

describe('open-loop load', () => {
  it('answers every arrival and counts its latency from the arrival, queueing included', async () => {
    // One user, answers taking 50 ms, 60 arrivals a second: three times what it can serve, so
    // arrivals wait for it and their wait shows in the latency instead of slowing the arrivals.
    const { url, server } = await serve('after delay', 50);
    const statuses: number[] = [];
    try {
      const result = await openLoop({ url, users: users(1, statuses), rate: 60, seconds: 1 });
      expect(result.latencies.length).toBe(statuses.length);
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Poisson arrivals: 60 expected, far more than the ~20 one user can answer in a second.
      expect(result.latencies.length).toBeGreaterThan(30);
      expect(Math.min(...result.latencies)).toBeGreaterThanOrEqual(49);
      expect(Math.max(...result.latencies)).toBeGreaterThan(300);
      expect(result.served).toBeLessThan(25);
      expect(result.socketErrors + result.timeouts).toBe(0);
    } finally {
      await closeServer(server);
    }
  });

  it('below what the users can serve, latency is the answer time alone', async () => {
    const { url, server } = await serve('after delay', 20);
    try {
      const result = await openLoop({ url, users: users(20), rate: 50, seconds: 1 });
      expect(result.latencies.length).toBeGreaterThan(20);
      // Answers take 20 ms and a user is nearly always free; a loaded machine may add a little.
      expect(Math.max(...result.latencies)).toBeLessThan(500);
    } finally {
      await closeServer(server);
    }
  });

  it('counts a dropped connection as a socket error, not an answer', async () => {
    const { url, server } = await serve('drop');
    const statuses: number[] = [];
    try {
      const result = await openLoop({ url, users: users(2, statuses), rate: 20, seconds: 0.5 });
      expect(result.socketErrors).toBeGreaterThan(0);
      expect(result.latencies).toHaveLength(0);
      expect(statuses).toHaveLength(0);
    } finally {
      await closeServer(server);
    }
  });
});
