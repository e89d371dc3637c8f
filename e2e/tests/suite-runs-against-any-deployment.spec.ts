import { pl as shell } from '../../hosts/shell/src/app/i18n/pl';
import { currentEndpoints, endpointsFrom, readRuntimeConfig } from '../support/deployment';
import { listUsers, passwordSignIn } from '../support/identity';
import { createOwnUser, ownAddressesNamed, removeUsersStartingWith } from '../support/own-users';
import { signIn } from '../support/session';
import { currentStack } from '../support/stack';
import { expect, test } from '../support/test';

// What running the suite against a deployment (BASE_URL) rests on, checked in every run: the
// endpoints read from config.json, and users the suite creates and removes again.
test.describe('the suite against any deployment', { tag: '@own-users' }, () => {
  test('reads the API and the identity service its specs call from the config.json the shell serves', async () => {
    const { url } = currentStack();
    const endpoints = endpointsFrom(url, await readRuntimeConfig(url));
    const used = currentEndpoints();
    expect(endpoints.apiUrl).toBe(used.apiUrl);
    expect(endpoints.remoteOrigins).toEqual(used.remoteOrigins);
    // The web API key aside: the emulator takes any.
    expect({ ...endpoints.identity, apiKey: '' }).toEqual({ ...used.identity, apiKey: '' });

    const anonymous = await fetch(`${endpoints.apiUrl}/account/me`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    await expect(
      passwordSignIn(`${ownAddressesNamed('nobody')}x@care.test`, 'not-a-password'),
    ).rejects.toThrow(/accounts:signInWithPassword: 400/);
  });

  test('brings users of its own, who sign in and register, and are all gone once removed', async ({
    page,
  }) => {
    const registered = await createOwnUser('removal');
    const unregistered = await createOwnUser('removal');

    await signIn(page, registered.email, registered.password);
    await expect(page).toHaveURL(/\/account\/register$/);
    const { completeRegistration: form } = shell;
    await page.getByLabel(form.firstName, { exact: true }).fill('Rena');
    await page.getByLabel(form.lastName, { exact: true }).fill('Rejestrowana');
    await page.getByText(form.acceptTerms).click();
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(/\/account\/invitations$/);
    const { idToken } = await passwordSignIn(registered.email, registered.password);
    const me = await fetch(`${currentEndpoints().apiUrl}/account/me`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(me.status).toBe(200);

    const { removed, left } = await removeUsersStartingWith(ownAddressesNamed('removal'));
    expect(removed.sort()).toEqual([registered.email, unregistered.email].sort());
    expect(left).toEqual([]);

    const emails = (await listUsers()).map((user) => user.email);
    expect(emails).not.toContain(registered.email);
    expect(emails).not.toContain(unregistered.email);
    // The panel account went with the identity user: the token held before opens nothing.
    const after = await fetch(`${currentEndpoints().apiUrl}/account/me`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(after.status).toBe(401);
  });
});
