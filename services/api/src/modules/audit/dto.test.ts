import { toAuditEvent } from './dto';
import type { AuditEventRow } from './queries';
import { changedFields } from './service';

const row = (
  changes: AuditEventRow['event']['changes'],
  actor: AuditEventRow['actor'],
  actorErased = false,
) => ({
  event: {
    id: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11',
    actorAccountId: actor?.accountId ?? null,
    organizationId: '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
    entity: 'member',
    entityId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    action: 'updated',
    changes,
    occurredAt: new Date('2026-03-01T12:00:00Z'),
  },
  actor,
  actorErased,
  recordExists: true,
});

describe('audit events as the reader answers them', () => {
  it('splits the stored changes into before and after, with the same fields', () => {
    const changes = changedFields(
      { firstName: 'Anna', lastName: 'Nowak', endDate: null },
      { firstName: 'Anna', lastName: 'Kowalska', endDate: new Date('2026-04-01T00:00:00Z') },
      ['firstName', 'lastName', 'endDate'],
    );
    const event = toAuditEvent(row(changes, null));
    expect(event.before).toEqual({ lastName: 'Nowak', endDate: null });
    expect(event.after).toEqual({ lastName: 'Kowalska', endDate: '2026-04-01T00:00:00.000Z' });
    expect(event).toMatchObject({ at: '2026-03-01T12:00:00.000Z', actor: null });
  });

  it('keeps the actor the query joined', () => {
    const actor = {
      accountId: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
      firstName: 'Olga',
      lastName: 'Operatorska',
      email: 'olga@care.test',
      formOfAddress: 'PANI' as const,
    };
    expect(toAuditEvent(row({}, actor))).toMatchObject({ actor, before: {}, after: {} });
  });

  it('names nobody when the actor’s data was erased by the organization', () => {
    const actor = {
      accountId: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
      firstName: 'Apolonia',
      lastName: 'Zapomniana',
      email: 'apolonia@care.test',
      formOfAddress: 'PANI' as const,
    };
    expect(toAuditEvent(row({}, actor, true)).actor).toEqual({ erased: true });
    expect(toAuditEvent(row({}, null, false)).actor).toBeNull();
  });
});
