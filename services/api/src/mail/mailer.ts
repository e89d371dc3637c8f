import type { MailTransport } from './message';
import { outboxTransport } from './outbox-transport';
import { smtpTransport } from './smtp-transport';

export interface MailSettings {
  /** The SMTP server e-mails go through; without one they are written to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** The sender, `Name <address>` or an address. */
  from: string;
  /** Where people open the panel: every link in an e-mail starts here. */
  publicUrl: string;
}

/** Sends e-mails and knows the panel's public address their links point to. */
export interface Mailer extends MailTransport {
  readonly publicUrl: string;
}

export function createMailer({ smtpUrl, outboxDir, from, publicUrl }: MailSettings): Mailer {
  const transport = smtpUrl ? smtpTransport(smtpUrl, from) : outboxTransport(outboxDir, from);
  return {
    publicUrl,
    description: transport.description,
    send: (message) => transport.send(message),
    close: () => transport.close(),
  };
}

/** A queue started without a mailer (a replica that only enqueues, a test): sending fails loudly. */
export const noMailer: Mailer = {
  publicUrl: 'http://localhost/',
  description: 'no mail transport',
  send: async () => {
    throw new Error('No mail transport is configured for this job queue.');
  },
  close: async () => undefined,
};

/** An absolute link into the panel, kept under the public URL's own path (a panel served at /care/). */
export function panelLink(
  publicUrl: string,
  route: string,
  query: Record<string, string> = {},
): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const url = new URL(route.replace(/^\//, ''), base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
