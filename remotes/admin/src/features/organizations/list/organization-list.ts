import { adminOrganizationSortFields } from '@care/contracts/organization';
import { defineListState } from '@care/platform/list-state';

/** The admin list's page, size, sort and search, kept in the URL: newest first by default. */
export const organizationList = defineListState({
  sortFields: adminOrganizationSortFields,
  defaults: { sort: '-createdAt' },
});
