import { accountEndpoints, type Permissions } from '@care/contracts/account';
import type { Language } from '@care/i18n';
import { routePatterns, useAuthStore } from '@care/platform';
import { renderRemote, type ApiStub } from '@care/testing';
import { screen } from '@testing-library/react';
import App from '../../../App';
import { adminPermissions } from './fixtures';

/**
 * The remote as the shell mounts it, at `url`, signed in as a registered user with these
 * permissions (an admin by default), the API answering as `api` says.
 */
export function renderAdminApp(
  url: string,
  api?: (stub: ApiStub) => void,
  permissions: Permissions = adminPermissions,
  language: Language = 'en',
) {
  useAuthStore.setState({
    status: 'signedIn',
    user: { uid: 'admin', email: 'admin@care.test', displayName: 'Ada Admin' },
    claims: { email_verified: true, internalId: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11' },
  });
  return renderRemote(App, {
    mountPath: routePatterns.admin,
    url,
    language,
    api: (stub) => {
      stub
        .on(accountEndpoints.getMe, {
          answer: {
            id: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11',
            firstName: 'Ada',
            lastName: 'Admin',
            email: 'admin@care.test',
            isPolicyAccepted: true,
            formOfAddress: null,
            policiesToAccept: [],
            policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
            policiesAcceptedAt: '2026-01-05T10:00:00.000Z',
            createdAt: '2026-01-05T10:00:00.000Z',
          },
        })
        .on(accountEndpoints.getPermissions, { answer: permissions })
        .on(accountEndpoints.listPersons, { answer: { items: [] } });
      api?.(stub);
    },
  });
}

/** A form field by its label (a required field's label ends in a hidden asterisk). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
