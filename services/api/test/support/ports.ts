import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on now: the system picks it, then it is let go. A server the
 * test starts can take it, and until one does, connecting to it is refused at once.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
