// What the mail tests are built from: a real SMTP server on a free local port, the outbox read
// back as parsed messages, and a mailer as server.ts makes one.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer, type MailSettings } from '../../src/mail/mailer';

export const testPublicUrl = 'https://panel.care.test/';

export function testMailer(
  settings: Partial<MailSettings> & Pick<MailSettings, 'outboxDir'>,
): Mailer {
  return createMailer({
    smtpUrl: undefined,
    from: 'Care panel <no-reply@care.test>',
    publicUrl: testPublicUrl,
    ...settings,
  });
}

/** A directory of its own for a suite's outbox; `remove()` when done. */
export function temporaryOutbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'care-outbox-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ReceivedMail {
  file?: string;
  /** The SMTP envelope's recipients (only for the SMTP server). */
  recipients?: string[];
  parsed: ParsedMail;
}

/** Every `.eml` file in the outbox, parsed, oldest first (their names start with the time). */
export async function outboxMessages(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      parsed: await simpleParser(await readFile(path.join(dir, file))),
    })),
  );
}

/**
 * How the test server answers RCPT TO: accept, "try later" (451) or "no such mailbox" (550); or
 * `stall`: it takes the whole message and never answers it, as a server that hangs mid-delivery.
 */
export type SmtpAnswer = 'accept' | 'temporary-failure' | 'permanent-failure' | 'stall';

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Attempts refused so far. */
  refused: number;
  /** The recipients of each message taken and left unanswered (`stall`). */
  stalled: string[][];
  answer: SmtpAnswer;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that requires the user and password of its `url`,
 * keeps what it accepts and answers as `answer` says. Plain text, no STARTTLS: it never leaves
 * the machine.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const credentials = { user: 'mailer', password: 'pa55-w0rd' };
  const state: TestSmtpServer = {
    url: '',
    received: [],
    refused: 0,
    stalled: [],
    answer: 'accept',
    close: async () => undefined,
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (state.answer === 'accept' || state.answer === 'stall') return callback();
      state.refused += 1;
      const temporary = state.answer === 'temporary-failure';
      callback(
        Object.assign(
          new Error(temporary ? 'Mailbox busy, try again later' : 'No such mailbox here'),
          { responseCode: temporary ? 451 : 550 },
        ),
      );
    },
    onData(stream, session, callback) {
      if (state.answer === 'stall') {
        stream.on('end', () => state.stalled.push(session.envelope.rcptTo.map((r) => r.address)));
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          state.received.push({
            parsed,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://${credentials.user}:${credentials.password}@127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
