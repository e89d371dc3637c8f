import { registerHostKitResources } from '@care/host-kit';
import { registerResources, useTranslation } from '@care/i18n';
import { en } from './en';
import { pl } from './pl';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own strings, in the one i18n instance beside each remote's. */
export function registerShellResources(): void {
  // The shell's pages show the host kit's boot failure and sign-in form.
  registerHostKitResources();
  registerResources(SHELL_NAMESPACE, { pl, en });
}

export const useShellTranslation = () => useTranslation(SHELL_NAMESPACE);
