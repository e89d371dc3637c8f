import { type Access, uuidSchema } from '@care/contracts';
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
import { findAssistantMemberships, findBeneficiaryMemberIds } from './memberships';

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
 * membership of any organization (403; which orders it reaches is the orders' rule). It runs
 * before the body is parsed or validated.
 */
export function createGuard(db: Database, identity: Identity) {
  return async function guard(
    access: Access,
    request: FastifyRequest,
  ): Promise<VerifiedCaller | null> {
    if (access === 'public') return null;
    const verified = await verifiedIdentity(identity, request.headers.authorization);
    if (!verified.emailVerified || !verified.email) throw problems.emailNotVerified();
    // An operator's account and membership come in one query; the checks keep their order.
    const operatorOrganization = access === 'operator' ? pathOrganizationOf(request) : null;
    const { account, membership } = operatorOrganization
      ? await findAccountAsOperator(db, verified.uid, operatorOrganization)
      : { account: await findAccountByUid(db, verified.uid), membership: null };
    const caller: VerifiedCaller = { uid: verified.uid, email: verified.email, account };
    if (access === 'verified') return caller;
    if (!account) throw problems.notRegistered();
    if (access === 'admin' && !account.isAdmin)
      throw problems.forbidden('Only administrators may do this.');

    if (access === 'operator') {
      if (!operatorOrganization || !membership) throw problems.notFound();
      const operator: OperatorCaller = {
        ...caller,
        account,
        operator: { organizationId: operatorOrganization, ...membership },
      };
      return operator;
    }
    if (access === 'beneficiary') {
      const organizationId = pathOrganization(request);
      const memberIds = await findBeneficiaryMemberIds(db, account.id, organizationId);
      if (memberIds.length === 0) throw problems.notFound();
      const beneficiary: BeneficiaryCaller = {
        ...caller,
        account,
        beneficiary: { organizationId, memberIds },
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
  };
}

/** The organization in the path, or null when it is malformed: such an id names no organization. */
function pathOrganizationOf(request: FastifyRequest): string | null {
  const organizationId = uuidSchema.safeParse(
    (request.params as Record<string, unknown>).organizationId,
  );
  return organizationId.success ? organizationId.data : null;
}

function pathOrganization(request: FastifyRequest): string {
  const organizationId = pathOrganizationOf(request);
  if (!organizationId) throw problems.notFound();
  return organizationId;
}

export type Guard = ReturnType<typeof createGuard>;
