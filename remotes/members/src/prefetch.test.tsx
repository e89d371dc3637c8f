/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { act, screen, within } from '@testing-library/react';
import { ORGANIZATION_ID, members, membersPath, pageOf } from './features/members/testing/fixtures';
import { renderMembersApp } from './features/members/testing/render-members-app';
import prefetch from './prefetch';

jest.setTimeout(20_000);

it('fetches the list’s first page before it is opened, so it opens with its rows and asks for nothing more', async () => {
  // Somewhere in the remote that loads no list, as while its sidebar entry is only pointed at.
  const { api, queryClient, router } = await renderMembersApp(
    membersPath('/nowhere/at-all'),
    (stub) => stub.on(memberEndpoints.listMembers, { answer: pageOf(members) }),
  );
  expect(api.requestsTo(memberEndpoints.listMembers)).toHaveLength(0);

  await prefetch(queryClient, { organizationId: ORGANIZATION_ID });
  const [prefetched] = api.requestsTo(memberEndpoints.listMembers);
  // The list as a plain link opens it: the first page, by last name.
  expect(Object.fromEntries(prefetched!.query)).toEqual({
    page: '1',
    limit: '10',
    sort: 'lastName',
  });

  await act(() => router.navigate(membersPath()));
  // At once, from the prefetched page: no spinner, no second request.
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(members.length);
  expect(rows[0]).toHaveTextContent('Kowalski');
  expect(api.requestsTo(memberEndpoints.listMembers)).toHaveLength(1);
});
