import type { AccountOwnerType, Role } from '@care/contracts';
import type { ReactNode } from 'react';
import type { Language } from '../modules/notifications/language';

/** What the invitation says, from the member row, its organization and who invited. */
export interface InvitationFacts {
  organization: string;
  role: Role;
  isSuperOperator: boolean;
  accountOwnerType: AccountOwnerType;
  /** The invitee, or for a guardian account the person the guardian acts for. */
  firstName: string;
  lastName: string;
  email: string;
  /** Null when the inviting account no longer exists. */
  inviter: { firstName: string; lastName: string } | null;
}

export interface InvitationTexts {
  subject(facts: InvitationFacts): string;
  preview(facts: InvitationFacts): string;
  greeting: string;
  /** Who invites to which organization, in which role. */
  invitation(facts: InvitationFacts, role: string): ReactNode;
  /** For a guardian account: the person the membership is for. */
  ward(facts: InvitationFacts): ReactNode;
  howToJoin(facts: InvitationFacts): ReactNode;
  button: string;
  linkFallback: string;
  ignore: string;
  roles: Record<Role | 'SUPER_OPERATOR', string>;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * The invitation e-mail in every language the panel speaks. Values are React children, never
 * markup, so a name or an organization is always shown as the text it is.
 */
export const invitationTexts: Record<Language, InvitationTexts> = {
  pl: {
    subject: ({ organization }) => `Zaproszenie do organizacji ${organization}`,
    preview: ({ organization }) => `Zaproszenie do organizacji ${organization} w panelu opieki.`,
    greeting: 'Dzień dobry,',
    invitation: (facts, role) =>
      facts.inviter ? (
        <>
          {fullName(facts.inviter)} zaprasza Cię do organizacji{' '}
          <strong>{facts.organization}</strong> w panelu opieki jako <strong>{role}</strong>.
        </>
      ) : (
        <>
          Otrzymujesz zaproszenie do organizacji <strong>{facts.organization}</strong> w panelu
          opieki jako <strong>{role}</strong>.
        </>
      ),
    ward: (facts) => (
      <>
        Zaproszenie dotyczy osoby, w której imieniu działasz: <strong>{fullName(facts)}</strong>.
      </>
    ),
    howToJoin: ({ email }) => (
      <>
        Aby dołączyć, załóż konto na adres <strong>{email}</strong> i przyjmij zaproszenie. Jeśli
        masz już konto, zaloguj się: zaproszenie czeka w Twoim profilu, w zakładce Zaproszenia.
      </>
    ),
    button: 'Załóż konto i dołącz',
    linkFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    ignore:
      'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość: bez Twojej zgody nic się nie zmieni.',
    roles: {
      OPERATOR: 'operator',
      SUPER_OPERATOR: 'superoperator',
      BENEFICIARY: 'podopieczny',
      ASSISTANT: 'asystent',
    },
  },
  en: {
    subject: ({ organization }) => `Invitation to ${organization}`,
    preview: ({ organization }) => `An invitation to ${organization} in the care panel.`,
    greeting: 'Hello,',
    invitation: (facts, role) =>
      facts.inviter ? (
        <>
          {fullName(facts.inviter)} has invited you to join <strong>{facts.organization}</strong> in
          the care panel as <strong>{role}</strong>.
        </>
      ) : (
        <>
          You have been invited to join <strong>{facts.organization}</strong> in the care panel as{' '}
          <strong>{role}</strong>.
        </>
      ),
    ward: (facts) => (
      <>
        The invitation is for the person you act for: <strong>{fullName(facts)}</strong>.
      </>
    ),
    howToJoin: ({ email }) => (
      <>
        To join, create an account with <strong>{email}</strong> and accept the invitation. If you
        already have an account, sign in: the invitation waits in your profile, under Invitations.
      </>
    ),
    button: 'Create an account and join',
    linkFallback: 'If the button does not work, paste this address into your browser:',
    ignore:
      'If you did not expect this invitation, ignore this message: nothing changes unless you accept it.',
    roles: {
      OPERATOR: 'an operator',
      SUPER_OPERATOR: 'a super operator',
      BENEFICIARY: 'a beneficiary',
      ASSISTANT: 'an assistant',
    },
  },
};
