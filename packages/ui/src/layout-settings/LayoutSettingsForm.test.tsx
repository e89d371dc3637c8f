/// <reference types="@testing-library/jest-dom" />
import { getLanguage, i18n, initI18n } from '@care/i18n';
import { defaultLayoutSettings, useLayoutSettings } from '@care/platform';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_MODE_STORAGE_KEY, setColorModePreference, UiProvider } from '../system';
import { LanguageChoice, LayoutSettingsForm } from './LayoutSettingsForm';

jest.setTimeout(20_000);

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
  setColorModePreference('system');
  useLayoutSettings.setState(defaultLayoutSettings);
});

const renderForm = () =>
  render(
    <UiProvider>
      <LayoutSettingsForm />
      <LanguageChoice />
    </UiProvider>,
  );

describe('LayoutSettingsForm', () => {
  it('shows the current layout and puts each choice in the stores the layout reads', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('radio', { name: 'Same as the system' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Always shown' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Outlined' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Click animation' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Slides over the page' }));
    await user.click(screen.getByRole('radio', { name: 'Largest' }));
    await user.click(screen.getByRole('radio', { name: 'Shaded' }));
    await user.click(screen.getByRole('switch', { name: 'Click animation' }));
    expect(useLayoutSettings.getState()).toMatchObject({
      menuMode: 'overlay',
      scale: 16,
      inputStyle: 'filled',
      ripple: false,
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Largest' })).toBeChecked();
  });

  it('speaks the page language and switches it, each language named in itself', async () => {
    const user = userEvent.setup();
    renderForm();
    const polski = screen.getByRole('radio', { name: 'Polski' });
    expect(polski.closest('label')?.querySelector('[lang="pl"]')).not.toBeNull();

    await user.click(polski);
    await waitFor(() => expect(getLanguage()).toBe('pl'));
    expect(await screen.findByRole('radiogroup', { name: 'Menu boczne' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Wysuwane nad stroną' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Animacja kliknięcia' })).toBeInTheDocument();
  });
});
