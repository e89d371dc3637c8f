import { z } from 'zod';
import { auditEntities } from './audit';
import { defineEndpoint } from './endpoint';
import { uuidSchema } from './primitives';

/**
 * What a live event can be about: an organization's records (those the audit trail records),
 * and an account's own (its profile, persons, notifications, devices). `all` comes only with a
 * `resync`: the stream could not say what changed, so everything shown is refetched.
 */
export const liveEntities = [
  ...auditEntities,
  'account',
  'person',
  'notification',
  'device',
  'all',
] as const;
export const liveEntitySchema = z.enum(liveEntities);
export type LiveEntity = z.infer<typeof liveEntitySchema>;

/** Sent when the server cannot replay what a stream missed; the client refetches everything. */
export const liveResyncType = 'resync';

/**
 * One change, as a stream carries it: only what to refetch, never personal data. `type` is the
 * change's action (`created`, `accepted`, `read`, …). `id` is null when many records of the
 * entity changed at once (an import), meaning all of them. The event's own id, which a
 * reconnecting stream sends back as `Last-Event-ID`, travels in the SSE `id:` field.
 */
export const liveEventSchema = z.object({
  type: z.string().min(1).max(64),
  organizationId: uuidSchema.nullable(),
  entity: liveEntitySchema,
  id: uuidSchema.nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE `id:` of an event, and the `Last-Event-ID` a stream resumes after. */
export const liveEventIdSchema = z.string().regex(/^\d{1,18}$/, 'Expected an event id.');

export const liveEventLimits = {
  /** Open streams one account may hold on one API instance (tabs, windows, devices). */
  streamsPerAccount: 5,
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: 25_000,
  /** How long after a drop a stream can resume without losing events. */
  replayWindowMs: 5 * 60_000,
} as const;

export const liveEventEndpoints = {
  streamLiveEvents: defineEndpoint({
    method: 'GET',
    path: '/account/me/events',
    access: 'registered',
    tag: 'notifications',
    summary:
      'Server-Sent Events: what changed among the records the caller may see (ids only). ' +
      'Send Last-Event-ID to resume after a drop; a resync event asks for a full refetch.',
    produces: 'text/event-stream',
    successStatus: 200,
  }),
};
