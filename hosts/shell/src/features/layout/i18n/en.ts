/** Strings of the layout configurator and the user drawer (spec §3 config and profile sidebars). */
export const layoutSettingsEn = {
  open: 'Layout settings',
  title: 'Layout settings',
  close: 'Close',
  theme: {
    label: 'Theme',
    system: 'As the system',
    light: 'Light',
    dark: 'Dark',
  },
  menuMode: {
    label: 'Menu mode',
    static: 'Static',
    overlay: 'Overlay',
  },
  scale: {
    label: 'Scale',
    option: '{{size}} px',
  },
  inputStyle: {
    label: 'Input style',
    outlined: 'Outlined',
    filled: 'Filled',
  },
  ripple: 'Ripple effect',
  userPanel: {
    open: 'User panel',
    title: 'Your account',
  },
} as const;
