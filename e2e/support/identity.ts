import { currentEndpoints, type IdentityEndpoint } from './deployment';

/**
 * The identity service's REST API (Identity Toolkit), spoken the same way to the Auth emulator
 * and to a real project. Calls "as a user" carry the web API key; managing users (creating a
 * verified one, listing, deleting) needs an administrator's bearer token: the emulator takes
 * `owner`, a real test project an OAuth access token given in E2E_IDENTITY_ACCESS_TOKEN.
 */

export interface IdentityUser {
  localId: string;
  email?: string;
}

const identityOf = (identity?: IdentityEndpoint) => identity ?? currentEndpoints().identity;

/** The administrator's bearer token for `identity`, or why there is none. */
export function identityAdminToken(identity?: IdentityEndpoint): string {
  if (identityOf(identity).emulatorUrl) return 'owner';
  const token = process.env.E2E_IDENTITY_ACCESS_TOKEN;
  if (!token) {
    throw new Error(
      'The deployment signs in with a real identity project: set E2E_IDENTITY_ACCESS_TOKEN to an ' +
        'access token allowed to manage its users, so the suite can create and remove its own.',
    );
  }
  return token;
}

async function answerOf<T>(what: string, response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An operation a user calls with the web API key (`accounts:signInWithPassword`, …). */
export async function asUser<T>(
  operation: string,
  body: unknown,
  identity?: IdentityEndpoint,
): Promise<T> {
  const { url, apiKey } = identityOf(identity);
  const response = await fetch(`${url}/${operation}?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf<T>(operation, response);
}

/** An operation on the project's users, as its administrator (`accounts:delete`, …). */
async function asAdmin<T>(
  operation: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: string },
  identity?: IdentityEndpoint,
): Promise<T> {
  const endpoint = identityOf(identity);
  const response = await fetch(
    `${endpoint.url}/projects/${endpoint.projectId}/${operation}${init.query ?? ''}`,
    {
      method: init.method ?? 'POST',
      headers: {
        Authorization: `Bearer ${identityAdminToken(endpoint)}`,
        'Content-Type': 'application/json',
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    },
  );
  return answerOf<T>(operation, response);
}

/** Signs in with e-mail and password; the ID token a panel or the mobile app would hold. */
export async function passwordSignIn(email: string, password: string, identity?: IdentityEndpoint) {
  return asUser<{ idToken: string; localId: string }>(
    'accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
    identity,
  );
}

/** A user whose address counts as verified, as if its owner had followed the e-mailed link. */
export async function createVerifiedUser(
  user: { email: string; password: string; displayName?: string },
  identity?: IdentityEndpoint,
): Promise<IdentityUser> {
  return asAdmin<IdentityUser>('accounts', { body: { ...user, emailVerified: true } }, identity);
}

/** Every user of the project, page by page. */
export async function listUsers(identity?: IdentityEndpoint): Promise<IdentityUser[]> {
  const users: IdentityUser[] = [];
  let pageToken: string | undefined;
  do {
    const query = `?maxResults=1000${pageToken ? `&nextPageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const page = await asAdmin<{ users?: IdentityUser[]; nextPageToken?: string }>(
      'accounts:batchGet',
      { method: 'GET', query },
      identity,
    );
    users.push(...(page.users ?? []));
    // The emulator hands a token back with a full page even when nothing follows.
    pageToken = page.users?.length ? page.nextPageToken : undefined;
  } while (pageToken);
  return users;
}

/** Gives a user a password, so the suite can sign in as one it did not create by password. */
export async function setPassword(localId: string, password: string, identity?: IdentityEndpoint) {
  await asAdmin('accounts:update', { body: { localId, password } }, identity);
}

export async function deleteUser(localId: string, identity?: IdentityEndpoint) {
  await asAdmin('accounts:delete', { body: { localId } }, identity);
}

/**
 * Moves the identity service's record of the user's last sign-in back by `ms`, as if they had
 * typed their password that long ago: every token it issues from then on, a refresh included,
 * carries that sign-in time (`auth_time`). A sign-in from before the moment the user's tokens were
 * last invalidated counts as revoked, and a new user's is its creation, so that moment goes back
 * too, as if the user had been created earlier. The Auth emulator takes both from an
 * administrator's update; a real project keeps them to itself.
 */
export async function signedInAgo(localId: string, ms: number, identity?: IdentityEndpoint) {
  const at = Date.now() - ms;
  const validSince = String(Math.floor(at / 1000) - 1);
  await asAdmin(
    'accounts:update',
    { body: { localId, lastLoginAt: String(at), validSince } },
    identity,
  );
}
