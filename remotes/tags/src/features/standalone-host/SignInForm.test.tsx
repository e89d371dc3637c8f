/// <reference types="@testing-library/jest-dom" />
import { initI18n, setLanguage } from '@care/i18n';
import { initFirebase } from '@care/platform';
import { UiProvider } from '@care/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTagsResources } from '../../i18n/register';
import { SignInForm } from './SignInForm';

// The identity SDK is the boundary: it refuses the password.
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({ currentUser: null })),
  connectAuthEmulator: jest.fn(),
  signInWithEmailAndPassword: jest.fn(async () => {
    throw Object.assign(new Error('refused'), { code: 'auth/wrong-password' });
  }),
}));

beforeAll(async () => {
  initI18n();
  registerTagsResources();
  await setLanguage('en');
  void initFirebase({
    firebase: { apiKey: 'key', authDomain: 'demo-care.firebaseapp.com', projectId: 'demo-care' },
  });
});

it('words a refused sign-in as the panel does', async () => {
  const user = userEvent.setup();
  render(
    <UiProvider>
      <SignInForm />
    </UiProvider>,
  );

  await user.type(screen.getByLabelText(/email/i), 'operator@care.test');
  await user.type(screen.getByLabelText(/password/i), 'not-the-password');
  await user.click(screen.getByRole('button', { name: /sign in/i }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
});
