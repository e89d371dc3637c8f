import type { Access } from '@care/contracts';
import type { TestApi } from '../api';
import { addMembership, adminCaller, organizationWithOperator, registeredCaller } from '../world';
import type { KnownIds } from './arbitraries';

/** An organization with some of everything, and a caller who passes each access level. */
export interface FuzzWorld {
  ids: KnownIds;
  tokens: Record<Access, string | undefined>;
}

function idOf(response: { statusCode: number; body: string }, what: string): string {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return (JSON.parse(response.body) as { id: string }).id;
}

export async function fuzzWorld(api: TestApi): Promise<FuzzWorld> {
  const admin = await adminCaller(api);
  const home = await organizationWithOperator(api, admin);
  const organizationId = home.organizationId;
  const asOperator = { token: home.operator.token, params: { organizationId } };
  const tagId = idOf(
    await api.call('createTag', {
      ...asOperator,
      body: {
        name: 'Fuzz',
        abbr: 'FZ',
        description: 'Fuzz tag',
        color: '112233',
        textColor: 'ffffff',
        icon: 'tag',
      },
    }),
    'tag',
  );
  const firstId = idOf(
    await api.call('createDocument', {
      ...asOperator,
      body: { title: 'Fuzz rules', body: 'Be kind.', needsAcceptance: true },
    }),
    'document',
  );
  const onFirst = { ...asOperator, params: { organizationId, documentId: firstId } };
  await api.call('publishDocument', onFirst);
  const draftId = idOf(await api.call('createDocumentVersion', onFirst), 'document version');
  const outpostId = idOf(
    await api.call('createOutpost', {
      ...asOperator,
      body: {
        name: 'Fuzz',
        type: 'OFFICE',
        address: { street: 'ul. Testowa 1', city: 'Kraków', postalCode: '30-001', country: 'PL' },
        phone: '+48124300100',
        email: 'fuzz@test.care.test',
      },
    }),
    'outpost',
  );
  const member = async (role: 'BENEFICIARY' | 'ASSISTANT') => {
    const caller = await registeredCaller(api);
    const memberId = await addMembership(api, organizationId, caller, role, 'ACCEPTED', {
      tagIds: [tagId],
    });
    return { token: caller.token, memberId, personId: caller.personId };
  };
  const [beneficiary, assistant] = await Promise.all([member('BENEFICIARY'), member('ASSISTANT')]);
  // A member no fuzzed caller depends on, for the member endpoints to act on.
  const spareMemberId = await addMembership(
    api,
    organizationId,
    { email: 'spare@test.care.test' },
    'BENEFICIARY',
    'PENDING',
  );
  const orderId = idOf(
    await api.call('createBeneficiaryOrder', {
      token: beneficiary.token,
      params: { organizationId },
      body: { type: 'VISIT', description: 'Fuzz order' },
    }),
    'order',
  );
  const onOrder = { token: home.operator.token, params: { organizationId, orderId } };
  await api.call('acceptOrder', onOrder);
  await api.call('assignOrderAssistant', { ...onOrder, body: { memberId: assistant.memberId } });
  const shiftId = idOf(
    await api.call('createOnCallShift', {
      ...asOperator,
      body: {
        memberId: home.operatorMemberId,
        from: '2026-03-02T08:00:00Z',
        to: '2026-03-02T16:00:00Z',
      },
    }),
    'on-call shift',
  );
  return {
    ids: {
      organizationId: [organizationId],
      shiftId: [shiftId],
      tagId: [tagId],
      documentId: [draftId, firstId],
      outpostId: [outpostId],
      // A member's home outpost and the schedule's filter: an existing one, to get past the 400.
      homeOutpostId: [outpostId],
      orderId: [orderId],
      // Not the fuzzing callers' own memberships: deactivating one would lock its endpoints.
      memberId: [spareMemberId],
      invitationId: [spareMemberId],
      personId: [home.operator.personId],
      notificationId: ['0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11'],
      jobId: ['0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11'],
    },
    tokens: {
      public: undefined,
      verified: home.operator.token,
      registered: home.operator.token,
      operator: home.operator.token,
      admin: admin.token,
      beneficiary: beneficiary.token,
      assistant: assistant.token,
    },
  };
}
