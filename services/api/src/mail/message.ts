/** One e-mail, ready to go: the HTML body and its plain-text alternative. */
export interface MailMessage {
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
}

/** Where e-mails go: an SMTP server, or the outbox directory when none is configured. */
export interface MailTransport {
  /** Resolves once the message is accepted (by the server, or written in full). */
  send(message: MailMessage): Promise<void>;
  /** Releases connections; a transport is not used after this. */
  close(): Promise<void>;
  /** Where messages go, for the start-up log; never a password. */
  readonly description: string;
}

/**
 * A failure that trying again will not fix: the SMTP server refused the message for good (a
 * 5xx reply, such as an unknown mailbox), as opposed to a lost connection or a 4xx "try later".
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
