import { z } from 'zod';

export const accountOwnerTypes = ['OWN_ACCOUNT', 'GUARDIAN_ACCOUNT'] as const;
export const accountOwnerTypeSchema = z.enum(accountOwnerTypes);
export type AccountOwnerType = z.infer<typeof accountOwnerTypeSchema>;

export const roles = ['ASSISTANT', 'BENEFICIARY', 'OPERATOR'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const memberStatuses = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'DEACTIVATED',
  'INACTIVE',
] as const;
export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const invitationStatusSchema = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** The answers an invitee may give; PENDING is where an invitation starts. */
export const invitationAnswerSchema = z.enum(['ACCEPTED', 'REJECTED']);
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

export const invitationDeliveries = ['WAITING', 'SENT', 'ERROR'] as const;
export const invitationDeliverySchema = z.enum(invitationDeliveries);
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

export const notificationTypes = [
  'ORDER_CREATED',
  'ORDER_ACCEPTED',
  'ORDER_REJECTED',
  'ORDER_MARKED_AS_HANDLED',
  'ORGANIZATION_ORDER_MARKED_AS_ACCEPTED',
  'ASSISTANT_NOTIFIED',
  'ASSISTANT_ORDER_ACCEPTED',
  // An order waited longer than the organization allows (escalated to the operators).
  'ORDER_OVERDUE',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** How a letter or a coordinator addresses the person: Pan or Pani. */
export const formsOfAddress = ['PAN', 'PANI'] as const;
export const formOfAddressSchema = z.enum(formsOfAddress);
export type FormOfAddress = z.infer<typeof formOfAddressSchema>;
/**
 * The form of address of whoever made a change, so a Polish line agrees with them ("zmieniła",
 * "zmienił"): the account's own, else their card's in the change's organization; null when
 * neither says, and the line is then worded without a gendered verb.
 */
export const actorFormOfAddressSchema = formOfAddressSchema.nullable();

/**
 * Whoever made a change or read a record, once the organization has erased their data as its
 * member: no name, no e-mail, nothing to tell who they were. The panel says "Dane usunięte".
 */
export const erasedPersonSchema = z.object({ erased: z.literal(true) });
export type ErasedPerson = z.infer<typeof erasedPersonSchema>;

/** Whether an actor or reader of an answer is one whose data the organization erased. */
export const isErasedPerson = (who: object): who is ErasedPerson =>
  'erased' in who && who.erased === true;

/** The form of address an answer's actor carries: none for the system's changes or an erased person. */
export const formOfAddressOf = (
  actor: { formOfAddress: FormOfAddress | null } | ErasedPerson | null | undefined,
): FormOfAddress | null => (actor && !isErasedPerson(actor) ? actor.formOfAddress : null);
