import { type Access, recentSignInSeconds, uuidSchema } from '@care/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { problems } from '../domain/errors';
import { findAccountByUid } from '../modules/account/queries';
import { findAccountAsOperator } from '../modules/members/queries';
import type { AssistantCaller, BeneficiaryCaller, OperatorCaller, VerifiedCaller } from './caller';
import {
  bearerToken,
  type Identity,
  IdentityUnavailableError,
  type VerifiedIdentity,
} from './identity';
import { findAccountAsBeneficiary, findAssistantMemberships } from './memberships';

async function verifiedIdentity(
  identity: Identity,
  authorization: string | undefined,
): Promise<VerifiedIdentity> {
  const token = bearerToken(authorization);
  if (!token) throw problems.unauthorized();
  try {
    return await identity.verify(token);
  } catch (error) {
    // The token may well be valid: a 401 would sign the caller out for the service's outage.
    if (error instanceof IdentityUnavailableError) throw error;
    throw problems.unauthorized('The token is invalid or expired.');
  }
}

/**
 * Resolves the caller and checks an endpoint's access level, in the order the shell's guard
 * uses: token (401), verified email (403), registration (403, GET /account/me answers 404 itself),
 * then the admin flag (403), an operator's or a beneficiary's membership of the path's
 * organization (404, so another organization's existence never leaks), or an assistant's
 * membership of any organization (403; which orders it reaches is the orders' rule), and last,
 * for a step that cannot be taken back, a sign-in within the last minutes (403). It runs before
 * the body is parsed or validated.
 */
export function createGuard(db: Database, identity: Identity, now: () => number = Date.now) {
  return async function guard(
    access: Access,
    request: FastifyRequest,
    { recentSignIn = false }: { recentSignIn?: boolean } = {},
  ): Promise<VerifiedCaller | null> {
    if (access === 'public') return null;
    const caller = await authorizedCaller(access, request);
    // Checked once the caller may do this at all, so another organization's id still answers 404.
    if (recentSignIn && caller && !signedInRecently(caller, now()))
      throw problems.reauthenticationRequired();
    return caller;
  };

  async function authorizedCaller(
    access: Exclude<Access, 'public'>,
    request: FastifyRequest,
  ): Promise<VerifiedCaller> {
    const verified = await verifiedIdentity(identity, request.headers.authorization);
    if (!verified.emailVerified || !verified.email) throw problems.emailNotVerified();
    // An operator's or a beneficiary's account and memberships of the path's organization come
    // in one query; the checks keep their order.
    const pathOrganizationId =
      access === 'operator' || access === 'beneficiary' ? pathOrganizationOf(request) : null;
    const { account, membership, beneficiaryMemberIds } = await findCaller(
      db,
      access,
      verified.uid,
      pathOrganizationId,
    );
    const caller: VerifiedCaller = {
      uid: verified.uid,
      email: verified.email,
      account,
      signedInAt: verified.signedInAt,
    };
    if (access === 'verified') return caller;
    if (!account) throw problems.notRegistered();
    if (access === 'admin' && !account.isAdmin)
      throw problems.forbidden('Only administrators may do this.');

    if (access === 'operator') {
      if (!pathOrganizationId || !membership) throw problems.notFound();
      const operator: OperatorCaller = {
        ...caller,
        account,
        operator: { organizationId: pathOrganizationId, ...membership },
      };
      return operator;
    }
    if (access === 'beneficiary') {
      if (!pathOrganizationId || beneficiaryMemberIds.length === 0) throw problems.notFound();
      const beneficiary: BeneficiaryCaller = {
        ...caller,
        account,
        beneficiary: { organizationId: pathOrganizationId, memberIds: beneficiaryMemberIds },
      };
      return beneficiary;
    }
    if (access === 'assistant') {
      const memberships = await findAssistantMemberships(db, account.id);
      if (memberships.length === 0) throw problems.forbidden('Only assistants may do this.');
      const assistant: AssistantCaller = { ...caller, account, assistant: { memberships } };
      return assistant;
    }
    return caller;
  }
}

/** Whether the caller typed their password (or passed the popup) within the last few minutes. */
function signedInRecently(caller: VerifiedCaller, nowMs: number): boolean {
  return nowMs / 1000 - caller.signedInAt <= recentSignInSeconds;
}

/** The caller's account and, for an organization's endpoints, its memberships there. */
async function findCaller(
  db: Database,
  access: Access,
  firebaseUid: string,
  organizationId: string | null,
) {
  const none = { membership: null, beneficiaryMemberIds: [] as string[] };
  if (organizationId && access === 'operator')
    return { ...none, ...(await findAccountAsOperator(db, firebaseUid, organizationId)) };
  if (organizationId && access === 'beneficiary') {
    const { account, memberIds } = await findAccountAsBeneficiary(db, firebaseUid, organizationId);
    return { ...none, account, beneficiaryMemberIds: memberIds };
  }
  return { ...none, account: await findAccountByUid(db, firebaseUid) };
}

/** The organization in the path, or null when it is malformed: such an id names no organization. */
function pathOrganizationOf(request: FastifyRequest): string | null {
  const organizationId = uuidSchema.safeParse(
    (request.params as Record<string, unknown>).organizationId,
  );
  return organizationId.success ? organizationId.data : null;
}

export type Guard = ReturnType<typeof createGuard>;
