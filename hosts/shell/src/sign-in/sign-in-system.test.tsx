/// <reference types="@testing-library/jest-dom" />
import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { BootFailurePage, hostKitResources, LazyToaster } from '@care/host-kit';
import { initI18n, setLanguage } from '@care/i18n';
import { getSystem } from '@care/ui';
import { SignInUiProvider, signInSystem } from '@care/ui/sign-in';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@care/platform/router';
import { registerShellResources } from '../app/i18n/shell-i18n';
import { SignInRoutes } from './SignInRoutes';

// The identity SDK is the boundary: nobody is signed in.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);

const system = getSystem();

// The sign-in bundle's system carries only some recipes: every one its pages
// ask for that the panel's system has must be there too, or a component would
// render unstyled on the page opened directly.
const asked = { recipes: new Set<string>(), slotRecipes: new Set<string>() };
const getRecipeFn = signInSystem.getRecipeFn.bind(signInSystem);
const getSlotRecipeFn = signInSystem.getSlotRecipeFn.bind(signInSystem);
jest.spyOn(signInSystem, 'getRecipeFn').mockImplementation((key) => {
  asked.recipes.add(String(key));
  return getRecipeFn(key);
});
jest.spyOn(signInSystem, 'getSlotRecipeFn').mockImplementation((key) => {
  asked.slotRecipes.add(String(key));
  return getSlotRecipeFn(key);
});

beforeAll(async () => {
  initI18n();
  registerShellResources();
  await setLanguage('en');
});

async function renderWithSignInSystem(element: React.ReactNode) {
  return act(async () =>
    render(
      <SignInUiProvider>
        {element}
        <LazyToaster />
      </SignInUiProvider>,
    ),
  );
}

describe('the sign-in pages on their own design system', () => {
  it('find every recipe they use, in every state', async () => {
    const user = userEvent.setup();
    for (const path of Object.values(signInPagePaths)) {
      const view = await renderWithSignInSystem(
        <MemoryRouter initialEntries={[path]}>
          <SignInRoutes />
        </MemoryRouter>,
      );
      // An empty submit shows the field errors and the "fill in required fields" toast.
      const submit = await screen.findAllByRole('button', { name: /./ });
      await user.click(submit.find((button) => button.getAttribute('type') === 'submit')!);
      expect(await screen.findAllByRole('status')).not.toHaveLength(0);
      view.unmount();
    }
    const failed = await renderWithSignInSystem(<BootFailurePage />);
    expect(screen.getByRole('heading', { name: hostKitResources.en.boot.title })).toBeVisible();
    failed.unmount();

    expect(asked.recipes.size + asked.slotRecipes.size).toBeGreaterThan(3);
    const missing = [
      ...[...asked.recipes].filter((key) => system.isRecipe(key) && !signInSystem.isRecipe(key)),
      ...[...asked.slotRecipes].filter(
        (key) => system.isSlotRecipe(key) && !signInSystem.isSlotRecipe(key),
      ),
    ];
    expect(missing).toEqual([]);
  });
});
