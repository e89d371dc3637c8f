import { memberEndpoints } from '@care/contracts/member';
import { accountEndpoints } from '@care/contracts/account';
import { tagEndpoints } from '@care/contracts/tag';
import { routePatterns, useAuthStore } from '@care/platform';
import { renderRemote, type ApiStub } from '@care/testing';
import { screen } from '@testing-library/react';
import App from '../../../App';
import { account, permissionsOf, storedTags } from './fixtures';

export interface RenderMembersOptions {
  /** Whether the signed-in operator is a super operator of the organization (true by default). */
  isSuperOperator?: boolean;
  language?: 'pl' | 'en';
}

/**
 * The remote as the shell mounts it, at `url`, signed in as the test organization's operator
 * (the account bundle the shell loads says who "myself" is), with the organization's tags, and
 * the API answering as `api` says.
 */
export function renderMembersApp(
  url: string,
  api?: (stub: ApiStub) => void,
  { isSuperOperator = true, language = 'en' }: RenderMembersOptions = {},
) {
  useAuthStore.setState(
    {
      status: 'signedIn',
      user: { uid: `uid-${account.id}`, email: account.email, displayName: null },
      claims: { email_verified: true, internalId: account.id },
    },
    true,
  );
  return renderRemote(App, {
    mountPath: routePatterns.organization,
    url,
    language,
    api: (stub) => {
      stub
        .on(accountEndpoints.getMe, { answer: account })
        .on(accountEndpoints.getPermissions, { answer: permissionsOf({ isSuperOperator }) })
        .on(accountEndpoints.listPersons, { answer: { items: [] } })
        .on(tagEndpoints.listTags, { answer: { items: storedTags } })
        // Most members are linked to nobody by a guardian account.
        .on(memberEndpoints.getMemberRelations, { answer: { guardian: null, wards: [] } });
      api?.(stub);
    },
  });
}

/**
 * A form field by its label (a required field's label ends in an asterisk hidden from assistive
 * technology).
 */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
