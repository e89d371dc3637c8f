// Ports on this machine: a free one for tests, and who holds a taken one, so `pnpm start`
// can say in one line which process is in the way instead of failing deep in a child.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

const loopback = '127.0.0.1';

/** Where picked ports start: above the well-known services a developer runs (PostgreSQL, dev servers). */
const lowestPickedPort = 10000;

/**
 * The kernel's range for the local ports of outbound connections. A port the OS hands out for
 * `listen(0)` comes from this range too, so between picking one and a server binding it, any
 * outgoing connection (a test's HTTP client, the database pool) may take it: EADDRINUSE.
 */
export function outboundPortRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux: the range IANA recommends, which other systems use.
  }
  return { low: 49152, high: 65535 };
}

/**
 * A port nobody listens on right now, which a server started a moment later can still bind:
 * drawn below the outbound range (no connection takes it meanwhile) and probed on every address.
 * Only when the outbound range leaves no room below it does the OS pick.
 * @param {string} [host]
 * @param {() => number} [draw] a number in [0, 1), for tests
 */
export async function freePort(host = loopback, draw = Math.random) {
  const { low } = outboundPortRange();
  if (low - lowestPickedPort >= 1000) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const port = lowestPickedPort + Math.floor(draw() * (low - lowestPickedPort));
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      if (!(await bindFails(port)) && !(await bindFails(port, host))) return port;
    }
  }
  return systemPickedPort(host);
}

/**
 * Ports this process drew already: a stack asks for ten at once, before any is bound, and two
 * draws may land on the same free port.
 */
const handedOut = new Set();

function systemPickedPort(host) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a listen on the port fails, on the host or on any address (servers bind loopback or all). */
function bindFails(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(true));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/** Socket inodes in LISTEN state on the port, read from the kernel's tables (Linux). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, localAddress, , state, , , , , , inode] = fields;
      // State 0A is LISTEN; the local address ends in the port as 4 hex digits.
      if (state === '0A' && Number.parseInt(localAddress?.split(':')[1] ?? '', 16) === port) {
        inodes.add(inode);
      }
    }
  }
  return inodes;
}

/** The process whose open files include one of these sockets, if this user may look. */
function processHolding(inodes) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors;
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      let target;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${descriptor}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .join(' ');
        return { pid: Number(entry), command };
      }
    }
  }
  return undefined;
}

/**
 * Who listens on a port: `{ pid, command }` when it can be found, `{}` when the port is taken
 * but its holder cannot be seen (another user's process, not Linux), undefined when it is free.
 */
export async function portHolder(port) {
  const inodes = listeningInodes(port);
  if (inodes.size > 0) return processHolding(inodes) ?? {};
  return (await bindFails(port)) ? {} : undefined;
}

/**
 * One line per taken port, naming what wanted it, who holds it and how to move ours.
 * @param {{ port: number, what: string, moveWith: string }[]} wanted
 * @returns {Promise<string[]>}
 */
export async function takenPortMessages(wanted) {
  const messages = [];
  for (const { port, what, moveWith } of wanted) {
    const holder = await portHolder(port);
    if (!holder) continue;
    const who = holder.pid
      ? `process ${holder.pid} (${truncate(holder.command)})`
      : 'another process';
    messages.push(`Port ${port} (${what}) is in use by ${who}; stop it, or set ${moveWith}.`);
  }
  return messages;
}

function truncate(text, length = 80) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
