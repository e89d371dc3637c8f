import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './message';

/** A recipient as a file-name part: what a file system may refuse becomes `_`. */
const fileSafe = (address: string) => address.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);

/**
 * Writes every message as a complete `.eml` file (the same MIME message SMTP would carry) into
 * `dir`, so the invitation loop works without a mail server: open the file in a mail program,
 * or read the link out of it. Files are named by time and recipient and appear whole (written
 * beside, then renamed), so whoever watches the directory never reads half a message.
 */
export function outboxTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return {
    description: `the outbox ${dir}`,
    async send({ to, subject, html, text }) {
      const { message } = await composer.sendMail({ to, subject, html, text });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${fileSafe(to.address)}-${randomUUID().slice(0, 8)}.eml`;
      const partial = path.join(dir, `.${name}.partial`);
      await writeFile(partial, message as Buffer);
      await rename(partial, path.join(dir, name));
    },
    async close() {
      composer.close();
    },
  };
}
