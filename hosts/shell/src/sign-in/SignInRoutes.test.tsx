/// <reference types="@testing-library/jest-dom" />
import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { screen } from '@testing-library/react';
import { en } from '../app/i18n/en';
import { renderRoutes } from '../app/testing/render';
import { SignInRoutes } from './SignInRoutes';

// The identity SDK is the boundary: nobody is signed in.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);

const titleOf = {
  login: en.login.title,
  register: en.register.title,
  forgotPassword: en.forgotPassword.title,
} satisfies Record<keyof typeof signInPagePaths, string>;

describe('the sign-in pages opened directly', () => {
  it.each(Object.entries(signInPagePaths))('%s (%s) shows its page', async (name, path) => {
    await renderRoutes([{ path: '*', element: <SignInRoutes /> }], { path });

    expect(
      await screen.findByRole('heading', { name: titleOf[name as keyof typeof titleOf] }),
    ).toBeVisible();
  });
});
