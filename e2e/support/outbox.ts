import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { currentStack } from './stack';

/** Quoted-printable, as mail bodies are written: soft line breaks and `=XX` bytes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The .eml files of the stack's outbox addressed to `email`, decoded enough to read links. */
async function messagesTo(email: string): Promise<string[]> {
  const dir = currentStack().outboxDir;
  if (!dir) throw new Error('The e2e stack writes no outbox (SMTP_URL is set).');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  const messages = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return messages
    .filter((message) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(message))
    .map(decodeQuotedPrintable);
}

/**
 * Waits for the invitation e-mail to `email` to land in the outbox (the job queue sends it) and
 * answers the panel link it carries.
 */
export async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await messagesTo(email)) {
          link = message.match(/https?:\/\/[^\s"'<>]+\/auth\/register\?email=[^\s"'<>]+/)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `an invitation e-mail to ${email} in the outbox` },
    )
    .toBe(true);
  return link!.replace(/&amp;/g, '&');
}
