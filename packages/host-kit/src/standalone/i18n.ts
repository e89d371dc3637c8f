import { registerResources, useTranslation } from '@care/i18n';

const en = {
  signInTitle: 'Sign in',
  checkingSession: 'Checking your session…',
  signedInAs: 'Signed in as {{email}}',
  signOut: 'Sign out',
  chooseOrganization: 'Choose an organization',
  noOrganizations: 'This account operates no organization.',
};

const pl: typeof en = {
  signInTitle: 'Zaloguj się',
  checkingSession: 'Sprawdzamy sesję…',
  signedInAs: 'Zalogowano jako {{email}}',
  signOut: 'Wyloguj się',
  chooseOrganization: 'Wybierz organizację',
  noOrganizations: 'To konto nie obsługuje żadnej organizacji.',
};

/** Strings of the standalone host's own frame: the panel never loads them. */
const STANDALONE_NAMESPACE = 'host-standalone';

export const standaloneResources = { pl, en };

export function registerStandaloneResources(): void {
  registerResources(STANDALONE_NAMESPACE, standaloneResources);
}

export const useStandaloneTranslation = () => useTranslation(STANDALONE_NAMESPACE);
