import { readdir } from 'node:fs/promises';
import {
  outboxMessages,
  startTestSmtpServer,
  temporaryOutbox,
  type TestSmtpServer,
  testMailer,
} from '../../test/support/mail';
import type { MailMessage } from './message';
import { isPermanentFailure } from './message';
import { freePort } from '../../test/support/ports';

const message: MailMessage = {
  to: { name: 'Zofia Żółkiewska', address: 'zofia@example.org' },
  subject: 'Zaproszenie do organizacji Hospicjum św. Łazarza',
  html: '<p>Dzień dobry, <strong>Zofia</strong></p>',
  text: 'Dzień dobry, Zofia',
};

describe('the outbox transport', () => {
  const outbox = temporaryOutbox();
  afterAll(() => outbox.remove());

  it('writes each message as a whole .eml file, with its HTML and plain-text parts', async () => {
    const mailer = testMailer({ outboxDir: `${outbox.dir}/nested/outbox` });
    await mailer.send(message);
    await mailer.send({ ...message, to: { name: 'Jan', address: 'jan/../@example.org' } });
    await mailer.close();

    const files = await readdir(`${outbox.dir}/nested/outbox`);
    // No half-written file stays behind, and a recipient cannot name a path.
    expect(files).toHaveLength(2);
    expect(files.every((file) => /^[\w@.+-]+\.eml$/.test(file))).toBe(true);
    const [first] = await outboxMessages(`${outbox.dir}/nested/outbox`);
    expect(first?.file).toMatch(/^\d{4}-\d\d-\d\dT.*-zofia@example\.org-[0-9a-f]{8}\.eml$/);
    const parsed = first!.parsed;
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.from?.value).toEqual([{ name: 'Care panel', address: 'no-reply@care.test' }]);
    expect(parsed.to).toMatchObject({
      value: [{ name: 'Zofia Żółkiewska', address: 'zofia@example.org' }],
    });
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toContain(message.html);
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
  });
});

describe('the SMTP transport', () => {
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await startTestSmtpServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.answer = 'accept';
    server.received.length = 0;
  });

  it('delivers through the server of SMTP_URL, signing in with its user and password', async () => {
    const mailer = testMailer({ outboxDir: '/unused', smtpUrl: server.url });
    expect(mailer.description).toMatch(/^SMTP 127\.0\.0\.1:\d+$/);
    await mailer.send(message);
    await mailer.close();
    expect(server.received).toHaveLength(1);
    const [received] = server.received;
    expect(received?.recipients).toEqual(['zofia@example.org']);
    expect(received?.parsed.subject).toBe(message.subject);
    expect(received?.parsed.text?.trim()).toBe(message.text);
    expect(received?.parsed.html).toContain(message.html);
  });

  it('fails for good when the server refuses the password or the mailbox, and for now on "try later"', async () => {
    const wrongPassword = testMailer({
      outboxDir: '/unused',
      smtpUrl: server.url.replace('pa55-w0rd', 'wrong'),
    });
    const refusedLogin = await wrongPassword.send(message).catch((error: unknown) => error);
    expect(refusedLogin).toBeInstanceOf(Error);
    expect(isPermanentFailure(refusedLogin)).toBe(true);
    await wrongPassword.close();

    const mailer = testMailer({ outboxDir: '/unused', smtpUrl: server.url });
    server.answer = 'permanent-failure';
    const unknownMailbox = await mailer.send(message).catch((error: unknown) => error);
    expect(isPermanentFailure(unknownMailbox)).toBe(true);

    server.answer = 'temporary-failure';
    const busy = await mailer.send(message).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(Error);
    expect(isPermanentFailure(busy)).toBe(false);
    await mailer.close();
    expect(server.received).toEqual([]);
  });

  it('fails for now when no server answers', async () => {
    const mailer = testMailer({
      outboxDir: '/unused',
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    });
    const unreachable = await mailer.send(message).catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ message: expect.stringContaining('ECONNREFUSED') });
    expect(isPermanentFailure(unreachable)).toBe(false);
    await mailer.close();
  });
});
