import { type AdminOrganization, problemTypes, recentSignInSeconds } from '@care/contracts';
import { startTestApi, type TestApi } from '../../test/support/api';
import { databaseKinds } from '../../test/support/database';
import {
  createIdentity,
  testAuth,
  tokenSignedInAgo,
  uniqueEmail,
} from '../../test/support/identities';
import { adminCaller, type RegisteredCaller, registeredCaller } from '../../test/support/world';

// What cannot be taken back asks for a sign-in of the last minutes; a token the browser refreshed
// in the background an hour after the password was typed is still valid, but not for this.
describe.each(databaseKinds)('steps that need a recent sign-in, on %s', (kind) => {
  let api: TestApi;
  let admin: RegisteredCaller;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminCaller(api);
  });
  afterAll(() => api.close());

  const longAgo = recentSignInSeconds + 60;
  const justInTime = recentSignInSeconds - 60;
  const identityExists = (uid: string) =>
    testAuth()
      .getUser(uid)
      .then(
        () => true,
        () => false,
      );
  const deleteMe = (token: string) => api.call('deleteMe', { token });
  const deleteOrganization = (token: string, organization: AdminOrganization) =>
    api.call('deleteAdminOrganization', {
      token,
      params: { organizationId: organization.id },
      headers: { 'if-match': `"${organization.version}"` },
    });
  const anOrganization = async () => {
    const created = await api.call('createAdminOrganization', {
      token: admin.token,
      body: {
        name: `Hospicjum ${crypto.randomUUID().slice(0, 8)}`,
        operator: { firstName: 'Olga', lastName: 'Operatorska', email: uniqueEmail('operator') },
      },
    });
    expect(created.statusCode).toBe(201);
    return created.json<AdminOrganization>();
  };

  it('keeps the account of a caller who signed in too long ago, and says to sign in again', async () => {
    const caller = await registeredCaller(api);

    const refused = await deleteMe(await tokenSignedInAgo(caller, longAgo));

    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({ type: problemTypes.reauthenticationRequired });
    expect(await identityExists(caller.uid)).toBe(true);
    expect((await api.call('getMe', { token: caller.token })).statusCode).toBe(200);
  });

  it('deletes the account of a caller who signed in within the last minutes', async () => {
    const caller = await registeredCaller(api);

    expect((await deleteMe(await tokenSignedInAgo(caller, justInTime))).statusCode).toBe(204);
    expect(await identityExists(caller.uid)).toBe(false);
  });

  it('checks the access level first: an unregistered caller is told to register, not to sign in', async () => {
    const identity = await createIdentity();

    const refused = await deleteMe(await tokenSignedInAgo(identity, longAgo));

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: problemTypes.notRegistered });
  });

  it('keeps an organization an admin who signed in too long ago deletes, and lets a fresh sign-in delete it', async () => {
    const organization = await anOrganization();

    const refused = await deleteOrganization(await tokenSignedInAgo(admin, longAgo), organization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: problemTypes.reauthenticationRequired });

    // Untouched: the version read before the refusal still deletes it.
    const fresh = await deleteOrganization(await tokenSignedInAgo(admin, 0), organization);
    expect(fresh.statusCode).toBe(204);
  });

  it('asks nothing of a step that can be undone: an old sign-in still reads and renames', async () => {
    const organization = await anOrganization();
    const oldToken = await tokenSignedInAgo(admin, 50 * 60);

    expect((await api.call('getMe', { token: oldToken })).statusCode).toBe(200);
    const renamed = await api.call('updateAdminOrganization', {
      token: oldToken,
      params: { organizationId: organization.id },
      body: { name: `${organization.name} bis` },
      headers: { 'if-match': `"${organization.version}"` },
    });
    expect(renamed.statusCode).toBe(200);
  });
});
