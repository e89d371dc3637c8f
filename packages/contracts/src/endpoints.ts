import { z } from 'zod';
import {
  accountInfoSchema,
  accountUpdateSchema,
  permissionsSchema,
  personListSchema,
  registrationSchema,
} from './account';
import { defineEndpoint } from './endpoint';
import {
  invitationListSchema,
  invitationQuerySchema,
  memberDetailsSchema,
  memberStatusUpdateSchema,
} from './member';
import {
  deviceSchema,
  notificationCountSchema,
  notificationListSchema,
  notificationQuerySchema,
  notificationSchema,
} from './notification';
import {
  adminOrganizationSchema,
  organizationCreateSchema,
  organizationSchema,
} from './organization';
import { countSchema, pageQuerySchema, paginated } from './pagination';
import { uuidSchema } from './primitives';
import { storedTagSchema, tagCreateSchema, tagListSchema, tagUpdateSchema } from './tag';

const organizationParams = z.strictObject({ organizationId: uuidSchema });
const tagParams = z.strictObject({ organizationId: uuidSchema, tagId: uuidSchema });
const notificationParams = z.strictObject({ notificationId: uuidSchema });
const invitationParams = z.strictObject({ invitationId: uuidSchema });

export const accountEndpoints = {
  getMe: defineEndpoint({
    method: 'GET',
    path: '/account/me',
    access: 'verified',
    tag: 'account',
    summary: 'The caller’s account; 404 until registered',
    response: accountInfoSchema,
    successStatus: 200,
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/account/me',
    access: 'registered',
    tag: 'account',
    summary: 'Change the caller’s name',
    body: accountUpdateSchema,
    response: accountInfoSchema,
    successStatus: 200,
  }),
  listPersons: defineEndpoint({
    method: 'GET',
    path: '/account/me/person',
    access: 'registered',
    tag: 'account',
    summary: 'Persons linked to the account',
    response: personListSchema,
    successStatus: 200,
  }),
  getPermissions: defineEndpoint({
    method: 'GET',
    path: '/account/permissions',
    access: 'registered',
    tag: 'account',
    summary: 'Admin flag and ACCEPTED memberships by role and organization',
    response: permissionsSchema,
    successStatus: 200,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/account/register',
    access: 'verified',
    tag: 'account',
    summary: 'Create the caller’s account and set the internalId claim',
    body: registrationSchema,
    response: accountInfoSchema,
    successStatus: 201,
  }),
  listInvitations: defineEndpoint({
    method: 'GET',
    path: '/account/me/membership-invitation',
    access: 'registered',
    tag: 'account',
    summary: 'Membership invitations addressed to the caller’s email',
    query: invitationQuerySchema,
    response: invitationListSchema,
    successStatus: 200,
  }),
  countInvitations: defineEndpoint({
    method: 'GET',
    path: '/account/me/membership-invitation/count',
    access: 'registered',
    tag: 'account',
    summary: 'How many invitations have the given status',
    query: invitationQuerySchema,
    response: countSchema,
    successStatus: 200,
  }),
  answerInvitation: defineEndpoint({
    method: 'PUT',
    path: '/member/:invitationId/status',
    access: 'registered',
    tag: 'account',
    summary: 'Accept or reject a PENDING invitation (the invitee only)',
    params: invitationParams,
    body: memberStatusUpdateSchema,
    response: memberDetailsSchema,
    successStatus: 200,
  }),
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/account/me/notification',
    access: 'registered',
    tag: 'notifications',
    summary: 'The caller’s notifications, newest first',
    query: notificationQuerySchema,
    response: notificationListSchema,
    successStatus: 200,
  }),
  countNotifications: defineEndpoint({
    method: 'GET',
    path: '/account/me/notification/count',
    access: 'registered',
    tag: 'notifications',
    summary: 'Unread notifications',
    response: notificationCountSchema,
    successStatus: 200,
  }),
  readNotification: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/:notificationId/read',
    access: 'registered',
    tag: 'notifications',
    summary: 'Mark one notification read',
    params: notificationParams,
    response: notificationSchema,
    successStatus: 200,
  }),
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/read-all',
    access: 'registered',
    tag: 'notifications',
    summary: 'Mark every notification read',
    response: countSchema,
    successStatus: 200,
  }),
  addDevice: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/device/add',
    access: 'registered',
    tag: 'notifications',
    summary: 'Register a push device; idempotent',
    body: deviceSchema,
    successStatus: 204,
  }),
  removeDevice: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/device/remove',
    access: 'registered',
    tag: 'notifications',
    summary: 'Forget a push device',
    body: deviceSchema,
    successStatus: 204,
  }),
};

export const organizationEndpoints = {
  getOrganization: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId',
    access: 'operator',
    tag: 'organizations',
    summary: 'An organization the caller operates',
    params: organizationParams,
    response: organizationSchema,
    successStatus: 200,
  }),
  listAdminOrganizations: defineEndpoint({
    method: 'GET',
    path: '/admin/organization',
    access: 'admin',
    tag: 'admin',
    summary: 'Every organization',
    query: pageQuerySchema,
    response: paginated(adminOrganizationSchema),
    successStatus: 200,
  }),
  createAdminOrganization: defineEndpoint({
    method: 'POST',
    path: '/admin/organization',
    access: 'admin',
    tag: 'admin',
    summary: 'Create an organization and invite its first super operator',
    body: organizationCreateSchema,
    response: adminOrganizationSchema,
    successStatus: 201,
  }),
};

export const tagEndpoints = {
  listTags: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/tag',
    access: 'operator',
    tag: 'tags',
    summary: 'Every tag of the organization, sorted by name',
    params: organizationParams,
    response: tagListSchema,
    successStatus: 200,
  }),
  createTag: defineEndpoint({
    method: 'POST',
    path: '/operator/organization/:organizationId/tag',
    access: 'operator',
    tag: 'tags',
    summary: 'Create a tag; names are unique per organization',
    params: organizationParams,
    body: tagCreateSchema,
    response: storedTagSchema,
    successStatus: 201,
  }),
  updateTag: defineEndpoint({
    method: 'PUT',
    path: '/operator/organization/:organizationId/tag/:tagId',
    access: 'operator',
    tag: 'tags',
    summary: 'Replace a tag; a stale If-Match version answers 412',
    params: tagParams,
    body: tagUpdateSchema,
    response: storedTagSchema,
    successStatus: 200,
  }),
  deleteTag: defineEndpoint({
    method: 'DELETE',
    path: '/operator/organization/:organizationId/tag/:tagId',
    access: 'operator',
    tag: 'tags',
    summary: 'Delete a tag and remove it from members',
    params: tagParams,
    successStatus: 204,
  }),
};

/**
 * The optional token sync (spec §7): the browser posts the signed-in user's ID token after sign-in
 * and every refresh, and deletes it on sign-out. The cookie it sets is read only by GETs of files
 * (logos, document files), which an `<img>` or a download link cannot send a bearer header with.
 */
export const sessionEndpoints = {
  createSession: defineEndpoint({
    method: 'POST',
    path: '/session',
    access: 'verified',
    tag: 'session',
    summary: 'Set the httpOnly file cookie from the bearer token, valid until the token expires',
    successStatus: 204,
  }),
  deleteSession: defineEndpoint({
    method: 'DELETE',
    path: '/session',
    // Clearing a cookie needs no token: a sign-out in another tab, or after the token expired,
    // still clears it.
    access: 'public',
    tag: 'session',
    summary: 'Clear the file cookie',
    successStatus: 204,
  }),
};

/** Every endpoint: the API registers its routes from this table, the browser calls through it. */
export const endpoints = {
  ...accountEndpoints,
  ...sessionEndpoints,
  ...organizationEndpoints,
  ...tagEndpoints,
};
export type EndpointName = keyof typeof endpoints;
