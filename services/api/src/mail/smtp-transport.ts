import nodemailer from 'nodemailer';
import type { MailTransport } from './message';

/**
 * Seconds an SMTP exchange may take before the attempt fails (and the job is retried). Well
 * below the job's expiry, so a stalled server fails one attempt instead of holding the worker.
 */
const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Sends through the SMTP server of `url` (`smtp://user:pass@host:587`, or `smtps://` for TLS
 * from the first byte; query parameters such as `?requireTLS=true` are nodemailer's options).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const server = new URL(url);
  const transporter = nodemailer.createTransport({ ...timeouts, url }, { from });
  return {
    description: `SMTP ${server.hostname}:${server.port || (server.protocol === 'smtps:' ? 465 : 587)}`,
    async send({ to, subject, html, text }) {
      await transporter.sendMail({ to, subject, html, text });
    },
    async close() {
      transporter.close();
    },
  };
}
