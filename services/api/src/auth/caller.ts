import type { Access } from '@care/contracts';
import type { accounts } from '../db/schema';

export type Account = typeof accounts.$inferSelect;

/** A valid token with a verified email; `account` is null until the user registers. */
export interface VerifiedCaller {
  uid: string;
  email: string;
  account: Account | null;
  /** When the caller last signed in (not when the token was refreshed), in epoch seconds. */
  signedInAt: number;
}

export interface RegisteredCaller extends VerifiedCaller {
  account: Account;
}

/** An ACCEPTED operator of the organization in the path. */
export interface OperatorCaller extends RegisteredCaller {
  operator: { organizationId: string; memberId: string; isSuperOperator: boolean };
}

/** An ACCEPTED beneficiary of the organization in the path, through one or more memberships. */
export interface BeneficiaryCaller extends RegisteredCaller {
  beneficiary: { organizationId: string; memberIds: readonly string[] };
}

/** An ACCEPTED assistant of one or more organizations. */
export interface AssistantCaller extends RegisteredCaller {
  assistant: { memberships: readonly { organizationId: string; memberId: string }[] };
}

/** The caller a handler gets, narrowed by the endpoint's access level. */
export type CallerFor<A extends Access> = A extends 'public'
  ? null
  : A extends 'verified'
    ? VerifiedCaller
    : A extends 'operator'
      ? OperatorCaller
      : A extends 'beneficiary'
        ? BeneficiaryCaller
        : A extends 'assistant'
          ? AssistantCaller
          : RegisteredCaller;
