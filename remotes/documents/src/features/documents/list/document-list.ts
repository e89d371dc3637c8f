import {
  acceptanceSortFields,
  acceptanceStatusSchema,
  documentSortFields,
  publishStateSchema,
} from '@care/contracts/document';
import { defineListState } from '@care/platform/list-state';

/** The documents list in the URL: newest changes first, filtered by the latest revision's state. */
export const documentList = defineListState({
  sortFields: documentSortFields,
  filters: { publishState: publishStateSchema },
  defaults: { sort: '-updatedAt' },
});

/** A revision's acceptances in the URL: by name, filtered by whether the member accepted it. */
export const acceptanceList = defineListState({
  sortFields: acceptanceSortFields,
  filters: { status: acceptanceStatusSchema },
  defaults: { sort: 'lastName' },
});
