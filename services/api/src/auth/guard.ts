import { type Access, uuidSchema } from '@care/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { problems } from '../http/problem';
import { findAccountByUid } from '../modules/account/queries';
import { findOperatorMembership } from '../modules/members/queries';
import type { OperatorCaller, VerifiedCaller } from './caller';
import type { Identity, VerifiedIdentity } from './identity';

const bearer = /^Bearer\s+(\S+)\s*$/i;

async function verifiedIdentity(
  identity: Identity,
  authorization: string | undefined,
): Promise<VerifiedIdentity> {
  const token = authorization?.match(bearer)?.[1];
  if (!token) throw problems.unauthorized();
  try {
    return await identity.verify(token);
  } catch {
    throw problems.unauthorized('The token is invalid or expired.');
  }
}

/**
 * Resolves the caller and checks an endpoint's access level, in the order the shell's guard
 * uses: token (401), verified email (403), registration (403, GET /account/me answers 404 itself),
 * then admin flag (403) or operator membership of the path's organization (404, so another
 * organization's existence never leaks). It runs before the body is parsed or validated.
 */
export function createGuard(db: Database, identity: Identity) {
  return async function guard(
    access: Access,
    request: FastifyRequest,
  ): Promise<VerifiedCaller | null> {
    if (access === 'public') return null;
    const verified = await verifiedIdentity(identity, request.headers.authorization);
    if (!verified.emailVerified || !verified.email) throw problems.emailNotVerified();
    const account = await findAccountByUid(db, verified.uid);
    const caller: VerifiedCaller = { uid: verified.uid, email: verified.email, account };
    if (access === 'verified') return caller;
    if (!account) throw problems.notRegistered();
    if (access === 'admin' && !account.isAdmin)
      throw problems.forbidden('Only administrators may do this.');
    if (access !== 'operator') return caller;

    const organizationId = uuidSchema.safeParse(
      (request.params as Record<string, unknown>).organizationId,
    );
    if (!organizationId.success) throw problems.notFound();
    const membership = await findOperatorMembership(db, account.id, organizationId.data);
    if (!membership) throw problems.notFound();
    const operator: OperatorCaller = {
      ...caller,
      account,
      operator: { organizationId: organizationId.data, ...membership },
    };
    return operator;
  };
}

export type Guard = ReturnType<typeof createGuard>;
