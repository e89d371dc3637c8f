/**
 * The settings page's cache keys, owned by this feature, under the organization's scope. The
 * rota's "now" is the dashboard's too, under its own key there; a change here invalidates this.
 */
export const settingsKeys = {
  settings: (organizationId: string) => ['organization-settings', organizationId] as const,
  rota: (organizationId: string) => ['organization-settings', organizationId, 'rota'] as const,
  rotaPage: (organizationId: string, page: number) =>
    ['organization-settings', organizationId, 'rota', page] as const,
  operators: (organizationId: string) =>
    ['organization-settings', organizationId, 'operators'] as const,
  /** Who the retention erases next: a save of the settings may change it. */
  erasureDue: (organizationId: string) =>
    ['organization-settings', organizationId, 'erasure-due'] as const,
};
