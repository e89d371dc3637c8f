import { accessLogEndpoints } from '@care/contracts/access-log';
import { auditEndpoints, type AuditEvent } from '@care/contracts/audit';
import { memberEndpoints, type MemberDetails } from '@care/contracts/member';
import { accountEndpoints } from '@care/contracts/account';
import { orderEndpoints } from '@care/contracts/order';
import { outpostEndpoints } from '@care/contracts/outpost';
import { tagEndpoints } from '@care/contracts/tag';
import { routePatterns, useAuthStore } from '@care/platform';
import { renderRemote, type ApiStub, type StubAnswer } from '@care/testing';
import { screen } from '@testing-library/react';
import App from '../../../App';
import {
  account,
  memberPath,
  noOrders,
  pageOf,
  permissionsOf,
  storedOutposts,
  storedTags,
} from './fixtures';

export interface RenderMembersOptions {
  /** Whether the signed-in operator is a super operator of the organization (true by default). */
  isSuperOperator?: boolean;
  language?: 'pl' | 'en';
}

/**
 * The remote as the shell mounts it, at `url`, signed in as the test organization's operator
 * (the account bundle the shell loads says who "myself" is), with the organization's tags and
 * outposts, and
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
        .on(outpostEndpoints.listOutposts, { answer: { items: storedOutposts } })
        // Most members are linked to nobody by a guardian account.
        .on(memberEndpoints.getMemberRelations, { answer: { guardian: null, wards: [] } })
        // A beneficiary's or an assistant's page lists their orders; most tests give them none.
        .on(orderEndpoints.listOrders, { answer: noOrders });
      api?.(stub);
    },
  });
}

/**
 * The member's page, with the member, their history (none unless given) and the members list
 * the page returns to.
 */
export function renderMemberPage(
  member: MemberDetails,
  api?: (stub: ApiStub) => void,
  {
    history = [],
    accessLog = { items: [], pagination: { page: 1, limit: 20, isLast: true, total: 0 } },
    ...options
  }: RenderMembersOptions & {
    history?: AuditEvent[];
    /** What the access log section is answered (a super operator's page asks for it). */
    accessLog?: StubAnswer<typeof accessLogEndpoints.listMemberAccessLog>;
  } = {},
) {
  return renderMembersApp(
    memberPath(member.id),
    (stub) => {
      stub
        .on(memberEndpoints.getMember, { params: { memberId: member.id }, answer: member })
        .on(auditEndpoints.listAuditEvents, {
          answer: {
            items: history,
            pagination: { page: 1, limit: 20, isLast: true, total: history.length },
          },
        })
        .on(memberEndpoints.listMembers, { answer: pageOf([member]) })
        .on(accessLogEndpoints.listMemberAccessLog, {
          params: { memberId: member.id },
          answer: accessLog,
        });
      api?.(stub);
    },
    options,
  );
}

/**
 * A form field by its label (a required field's label ends in an asterisk hidden from assistive
 * technology).
 */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
