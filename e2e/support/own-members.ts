import type { MemberCreate } from '../../packages/contracts/src/member';
import { acceptInvitation, addMember, idTokenOf, organizationOf, register } from './api';
import { createOwnUser, type OwnUser } from './own-users';
import { demo, demoPassword } from './session';

/**
 * "Hospicjum Południe" and the token of its super operator (other.operator@care.test, Paulina
 * Południowa), whom no other spec signs in as: what a spec does there (members, orders and the
 * notifications those send its operators) leaves the demo organization as the others count it.
 */
export async function southOrganization() {
  const token = await idTokenOf(demo.otherOperator, demoPassword);
  const organization = await organizationOf(token, 'Hospicjum Południe');
  return { token, organizationId: organization.id };
}

export interface OwnMember {
  user: OwnUser;
  memberId: string;
  firstName: string;
  lastName: string;
  /** The person's own ID token, as the mobile app holds it. */
  token: () => Promise<string>;
}

/**
 * A person of the spec's own who is a member of the organization in `role`: the operator adds
 * them, they register and accept, as the mobile app does. Their account is removed with the run's
 * users.
 */
export async function ownMember(
  operatorToken: string,
  organizationId: string,
  person: Pick<MemberCreate, 'firstName' | 'lastName' | 'role'> &
    Partial<Pick<MemberCreate, 'address' | 'isSuperOperator'>>,
  user?: OwnUser,
): Promise<OwnMember> {
  const own = user ?? (await createOwnUser(person.role.toLowerCase()));
  const { id: memberId } = await addMember(operatorToken, organizationId, {
    accountOwnerType: 'OWN_ACCOUNT',
    isSuperOperator: false,
    tags: [],
    accountEmail: own.email,
    ...person,
  });
  const token = () => idTokenOf(own.email, own.password);
  // A second membership of a registered person is only accepted.
  if (!user)
    await register(await token(), { firstName: person.firstName, lastName: person.lastName });
  await acceptInvitation(await token(), memberId);
  return { user: own, memberId, firstName: person.firstName, lastName: person.lastName, token };
}
