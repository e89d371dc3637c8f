// Ports on this machine: a free one for tests, and who holds a taken one, so `pnpm start`
// can say in one line which process is in the way instead of failing deep in a child.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

const loopback = '127.0.0.1';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(host = loopback) {
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

/** Whether a listen on the port fails, on any address (the servers bind loopback or all). */
function bindFails(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
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
