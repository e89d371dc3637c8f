/// <reference types="@testing-library/jest-dom" />
import { tagEndpoints } from '@care/contracts/tag';
import { act, screen, within } from '@testing-library/react';
import { ORGANIZATION_ID, storedTags, tagsPath } from './features/tags/testing/fixtures';
import { renderTagsApp } from './features/tags/testing/render-tags-app';
import prefetch from './prefetch';

jest.setTimeout(20_000);

it('fetches the list before it is opened, so it opens with its rows and asks for nothing more', async () => {
  // Somewhere in the remote that loads nothing, as while its sidebar entry is only pointed at.
  const { api, queryClient, router } = await renderTagsApp(tagsPath('/nowhere/at-all'), (stub) =>
    stub.on(tagEndpoints.listTags, { answer: { items: storedTags } }),
  );
  expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(0);

  await prefetch(queryClient, { organizationId: ORGANIZATION_ID });
  expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(1);

  await act(() => router.navigate(tagsPath()));
  // At once, from the prefetched answer: no spinner, no second request.
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Home care',
    'Pain management',
  ]);
  expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(1);
});
