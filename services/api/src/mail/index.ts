// E-mail: the transports (SMTP, or `.eml` files in the outbox), the templates and the jobs that
// send them. Modules queue an e-mail in their own transaction; a worker sends it.
export {
  invitationEmailJob,
  queueInvitationEmail,
  type InvitationEmailRequest,
} from './invitation-job';
export { createMailer, type MailSettings, type Mailer } from './mailer';
