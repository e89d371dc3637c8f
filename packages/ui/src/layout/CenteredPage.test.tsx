/// <reference types="@testing-library/jest-dom" />
import { i18n, initI18n, LOCALE_STORAGE_KEY, setLanguage, useTranslation } from '@care/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../system';
import { CenteredPage } from './CenteredPage';

function TranslatedPage() {
  const { t } = useTranslation('common');
  return <CenteredPage title={t('language.label')} />;
}

beforeEach(async () => {
  initI18n();
  await setLanguage('pl');
});

it('switches the page language at once and keeps it for the next visit', async () => {
  const user = userEvent.setup();
  render(
    <UiProvider>
      <TranslatedPage />
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Język' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'English' }));

  expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toMatch(/^en/);
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
});
