/**
 * Strings of the layout configurator's and the user drawer's frames; the choices inside the
 * configurator are common strings (`layoutSettings.*`), as the account's settings page shows them too.
 */
export const layoutSettingsEn = {
  open: 'Layout settings',
  title: 'Layout settings',
  close: 'Close',
  userPanel: {
    open: 'User panel',
    title: 'Your account',
  },
} as const;
