import { accessLogEndpoints } from './access-log';
import { accountEndpoints } from './account';
import { assistantCandidateEndpoints } from './assistant-candidate';
import { auditEndpoints } from './audit';
import { dataExportEndpoints } from './data-export';
import { documentEndpoints } from './document';
import { liveEventEndpoints } from './live-event';
import { invitationEndpoints, memberEndpoints } from './member';
import { notificationEndpoints } from './notification';
import { orderEndpoints } from './order';
import { orderAttentionEndpoints } from './order-attention';
import { organizationEndpoints } from './organization';
import { organizationSettingsEndpoints } from './organization-settings';
import { outpostEndpoints } from './outpost';
import { scheduleEndpoints } from './schedule';
import { sessionEndpoints } from './session';
import { statsEndpoints } from './stats';
import { tagEndpoints } from './tag';

/** Each domain's endpoints, defined beside its schemas; endpoint names are unique across them. */
export const endpointGroups = {
  account: accountEndpoints,
  invitations: invitationEndpoints,
  members: memberEndpoints,
  notifications: notificationEndpoints,
  liveEvents: liveEventEndpoints,
  session: sessionEndpoints,
  organizations: organizationEndpoints,
  organizationSettings: organizationSettingsEndpoints,
  stats: statsEndpoints,
  tags: tagEndpoints,
  outposts: outpostEndpoints,
  audit: auditEndpoints,
  documents: documentEndpoints,
  orders: orderEndpoints,
  orderAttention: orderAttentionEndpoints,
  schedule: scheduleEndpoints,
  assistantCandidates: assistantCandidateEndpoints,
  accessLog: accessLogEndpoints,
  dataExport: dataExportEndpoints,
};

type EndpointGroup = (typeof endpointGroups)[keyof typeof endpointGroups];
type AllOf<Union> = (Union extends unknown ? (group: Union) => void : never) extends (
  group: infer Every,
) => void
  ? Every
  : never;

/** Every endpoint: the API registers its routes from this table, the browser calls through it. */
export const endpoints = Object.assign(
  {},
  ...Object.values(endpointGroups),
) as AllOf<EndpointGroup>;
export type EndpointName = keyof typeof endpoints;
