import { randomBytes } from 'node:crypto';
import { problemTypes } from '../../packages/contracts/src/problem';
import { currentEndpoints, type Endpoints } from './deployment';
import { createVerifiedUser, deleteUser, listUsers, passwordSignIn, setPassword } from './identity';
import { currentStack } from './stack';

/**
 * Users the suite brings along instead of relying on a deployment's accounts. Each one's
 * address starts with `e2e.<run id>.`, so the run can find and remove exactly its own users at
 * the end, whichever way a spec created them (by the API, or signing up in the page).
 */

/** A run id: lowercase (identity services store addresses so) and short. */
export const newRunId = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

const runId = () => currentStack().runId ?? 'run';

/** What every address the suite creates starts with, whichever run created it. */
export const ownAddressMark = 'e2e.';

/** What every address this run creates starts with. */
export const ownAddressPrefix = (id: string) => `${ownAddressMark}${id}.`;

/** What the addresses `ownEmail(name)` gives start with. */
export const ownAddressesNamed = (name: string) => `${ownAddressPrefix(runId())}${name}.`;

/** An address nobody has used, marked as this run's so the clean-up finds it. */
export function ownEmail(name: string): string {
  const unique = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  return `${ownAddressesNamed(name)}${unique}@care.test`.toLowerCase();
}

export interface OwnUser {
  email: string;
  password: string;
  uid: string;
}

/**
 * A user with a verified address and no panel account yet (the identity service's part only):
 * what someone who followed the verification link would be.
 */
export async function createOwnUser(name: string): Promise<OwnUser> {
  const email = ownEmail(name);
  const password = randomBytes(9).toString('base64url');
  const { localId } = await createVerifiedUser({ email, password, displayName: name });
  return { email, password, uid: localId };
}

/** The API's answer to a user who never registered (or never verified the address). */
function hasNoPanelAccount(status: number, answer: string): boolean {
  if (status !== 403) return false;
  const { type } = JSON.parse(answer) as { type?: string };
  return type === problemTypes.notRegistered || type === problemTypes.emailNotVerified;
}

export interface CleanUp {
  removed: string[];
  /** Addresses still there afterwards, each with why. */
  left: { email: string; why: string }[];
}

/**
 * Removes the users whose address starts with `prefix`: a registered one deletes its own panel
 * account (`DELETE /account/me`, which ends its memberships and deletes its identity user too),
 * one never registered is deleted from the identity service. A user who is the last super
 * operator of an organization with other members is refused by the API and stays, reported.
 */
export async function removeUsersStartingWith(
  prefix: string,
  endpoints: Endpoints = currentEndpoints(),
): Promise<CleanUp> {
  const { identity, apiUrl } = endpoints;
  const ours = async () =>
    (await listUsers(identity)).filter((user) => user.email?.startsWith(prefix));
  const removed: string[] = [];
  const refused = new Map<string, string>();
  for (const user of await ours()) {
    const email = user.email!;
    // The suite does not keep passwords between processes: it sets one to sign in with.
    const password = randomBytes(9).toString('base64url');
    await setPassword(user.localId, password, identity);
    const { idToken } = await passwordSignIn(email, password, identity);
    const response = await fetch(`${apiUrl}/account/me`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${idToken}` },
    });
    const answer = response.status === 204 ? '' : await response.text();
    if (response.status === 204) removed.push(email);
    else if (hasNoPanelAccount(response.status, answer)) {
      await deleteUser(user.localId, identity);
      removed.push(email);
    } else refused.set(email, `DELETE /account/me: ${response.status} ${answer}`);
  }
  const left = (await ours()).map((user) => ({
    email: user.email!,
    why: refused.get(user.email!) ?? 'still in the identity service after its deletion',
  }));
  return { removed: removed.filter((email) => !left.some((user) => user.email === email)), left };
}

/** Removes every user this run created. */
export const removeOwnUsers = (endpoints?: Endpoints) =>
  removeUsersStartingWith(ownAddressPrefix(runId()), endpoints);
