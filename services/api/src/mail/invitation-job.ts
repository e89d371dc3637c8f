// The invitation e-mail: queued in the transaction that invites someone (a new member, a resent
// invitation, an admin's new organization), sent by a worker with retries, and its outcome kept
// on the member as `invitationDelivery`, which the members table shows (Waiting, Error).
import type { InvitationDelivery } from '@care/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { accounts, members, organizations } from '../db/schema';
import { defineJob, type Enqueue, type RetryPolicy } from '../jobs/definition';
import { type Language, languages } from '../modules/notifications/language';
import { renderInvitationEmail } from './invitation-email';
import type { InvitationFacts } from './invitation-texts';
import { isPermanentFailure } from './message';

const payload = z.object({
  memberId: z.uuid(),
  /** The account whose request invited: the e-mail names that person. */
  invitedBy: z.uuid(),
  /** The language of that request (its Accept-Language). */
  language: z.enum(languages),
});

/**
 * Six tries over about half an hour (waits of 30–60 s, 1–2, 2–4, 4–8 and 8–16 min): long enough
 * to ride out a mail server's restart, short enough that an operator soon sees Error and can
 * resend.
 */
const retry: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true };

/** What the e-mail says, or null when there is nothing to send any more. */
async function invitationToSend(
  db: Database,
  memberId: string,
  invitedBy: string,
): Promise<InvitationFacts | null> {
  const [found] = await db
    .select({ member: members, organization: organizations })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.id, memberId));
  // Withdrawn, answered, deleted or already sent by an earlier run: a retry sends nothing twice.
  if (!found || found.organization.deletedAt) return null;
  const { member, organization } = found;
  if (member.status !== 'PENDING' || member.invitationDelivery === 'SENT') return null;
  const [inviter] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, invitedBy));
  return {
    organization: organization.name,
    role: member.role,
    isSuperOperator: member.isSuperOperator,
    accountOwnerType: member.accountOwnerType,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.accountEmail,
    inviter: inviter ?? null,
  };
}

/**
 * A system fact, not an edit: the member's version stays, so an operator's edit based on the
 * row they read is not refused because an e-mail went out meanwhile. An error never replaces
 * SENT (a later resend may have succeeded while an older job failed).
 */
async function markDelivery(db: Database, memberId: string, delivery: InvitationDelivery) {
  await db
    .update(members)
    .set({ invitationDelivery: delivery })
    .where(
      delivery === 'ERROR'
        ? and(eq(members.id, memberId), ne(members.invitationDelivery, 'SENT'))
        : eq(members.id, memberId),
    );
}

export const invitationEmailJob = defineJob({
  name: 'invitation-email',
  payload,
  retry,
  // Above the SMTP transport's own time limits, so a stalled server fails the attempt first.
  expireInSeconds: 5 * 60,
  async handler({ memberId, invitedBy, language }, { db, mailer, log, job, transaction }) {
    const facts = await invitationToSend(db, memberId, invitedBy);
    if (!facts) {
      log.info(
        { memberId },
        'invitation e-mail not sent: the invitation is answered, gone or sent',
      );
      return;
    }
    // A guardian account's member row names the person it acts for, not the addressee.
    const to = {
      name: facts.accountOwnerType === 'OWN_ACCOUNT' ? `${facts.firstName} ${facts.lastName}` : '',
      address: facts.email,
    };
    try {
      const mail = await renderInvitationEmail(facts, language, mailer.publicUrl);
      await mailer.send({ to, ...mail });
    } catch (error) {
      if (isPermanentFailure(error)) {
        // A refusal no retry changes (an unknown mailbox): Error now, so the operator can act.
        log.error({ err: error, memberId }, 'the mail server refused the invitation e-mail');
        await transaction((tx) => markDelivery(tx, memberId, 'ERROR'));
        return;
      }
      // The member stays as it is (WAITING) while tries remain; after the last one, Error.
      if (job.attempt > retry.limit) await markDelivery(db, memberId, 'ERROR');
      throw error;
    }
    await transaction((tx) => markDelivery(tx, memberId, 'SENT'));
  },
});

/** Invitations fanned out per job of this many members (an import writes thousands). */
export const invitationBatchSize = 1_000;

const batchPayload = z.object({
  memberIds: z.array(z.uuid()).min(1).max(invitationBatchSize),
  invitedBy: z.uuid(),
  language: z.enum(languages),
});

/**
 * Queues the invitation e-mail of each member of a batch, in one transaction with the batch's
 * completion: a crash midway queues none of them and the batch runs again, so no one is invited
 * twice. Each e-mail is its own job, with its own retries and its own delivery state.
 */
export const invitationBatchJob = defineJob({
  name: 'invitation-email-batch',
  payload: batchPayload,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  async handler({ memberIds, invitedBy, language }, { enqueue, transaction }) {
    await transaction(async (tx) => {
      for (const memberId of memberIds)
        await enqueue(invitationEmailJob, { memberId, invitedBy, language }, { tx });
    });
  },
});

/**
 * Queues the invitation e-mails of many new PENDING members (an import) in the transaction that
 * creates them: one small job per batch, which fans out to one e-mail job per member, so the
 * creating transaction writes a handful of rows instead of one per member.
 */
export async function queueInvitationEmails({
  tx,
  enqueue,
  memberIds,
  invitedBy,
  language,
}: Omit<InvitationEmailRequest, 'memberId'> & { memberIds: readonly string[] }): Promise<void> {
  for (let start = 0; start < memberIds.length; start += invitationBatchSize)
    await enqueue(
      invitationBatchJob,
      { memberIds: memberIds.slice(start, start + invitationBatchSize), invitedBy, language },
      { tx },
    );
}

export interface InvitationEmailRequest {
  /** The transaction that invites: the e-mail is queued only if it commits. */
  tx: Database;
  /** `deps.enqueue` of the calling module. */
  enqueue: Enqueue;
  /** The PENDING member the invitation is. */
  memberId: string;
  /** The account of the caller who invites (an operator, or the admin creating an organization). */
  invitedBy: string;
  /** `preferredLanguage(request.headers['accept-language'])` of the inviting request. */
  language: Language;
}

/**
 * Queues the invitation e-mail of a PENDING member in the inviting transaction: creating a
 * member, resending an invitation, creating an organization. Marks the delivery WAITING again (a
 * resend after Error or after a sent e-mail), so the members table shows it on its way.
 */
export async function queueInvitationEmail({
  tx,
  enqueue,
  memberId,
  invitedBy,
  language,
}: InvitationEmailRequest): Promise<void> {
  await markDelivery(tx, memberId, 'WAITING');
  await enqueue(invitationEmailJob, { memberId, invitedBy, language }, { tx });
}
