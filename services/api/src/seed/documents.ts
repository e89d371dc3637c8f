import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { auditEvents, documentAcceptances, documents, members } from '../db/schema';
import { type SeedContext, daysAgo, hoursAgo } from './context';
import { seedId } from './ids';

const houseRulesV1 = `# Regulamin pobytu w hospicjum

Hospicjum jest domem dla osób w ciężkiej chorobie i ich bliskich. Prosimy o przestrzeganie kilku zasad.

## Odwiedziny

- Odwiedziny są możliwe codziennie w godzinach **9:00–20:00**.
- Przy łóżku mogą przebywać jednocześnie najwyżej dwie osoby.

## Cisza nocna

Cisza nocna obowiązuje od 22:00 do 6:00.

## Kontakt

W sprawach pilnych prosimy dzwonić do dyżurki pielęgniarskiej.
`;

const houseRulesV2 = `# Regulamin pobytu w hospicjum

Hospicjum jest domem dla osób w ciężkiej chorobie i ich bliskich. Prosimy o przestrzeganie kilku zasad.

## Odwiedziny

- Odwiedziny są możliwe codziennie, **bez ograniczeń godzinowych**, po wcześniejszym uzgodnieniu z dyżurką.
- Przy łóżku mogą przebywać jednocześnie najwyżej trzy osoby.
- Dzieci odwiedzające podopiecznych pozostają pod opieką dorosłych.

## Cisza nocna

Cisza nocna obowiązuje od 22:00 do 6:00.

## Zwierzęta

Odwiedziny ze zwierzętami domowymi są możliwe po uzgodnieniu z lekarzem prowadzącym.

## Kontakt

W sprawach pilnych prosimy dzwonić do dyżurki pielęgniarskiej. Informacje o stanie zdrowia przekazuje wyłącznie lekarz.
`;

const consentDraft = `# Zgoda na przetwarzanie danych osobowych

Wyrażam zgodę na przetwarzanie moich danych osobowych przez hospicjum w celu zapewnienia opieki paliatywnej.

Administratorem danych jest hospicjum. Dane nie są przekazywane poza Europejski Obszar Gospodarczy.

Zgodę można wycofać w każdej chwili, kontaktując się z [inspektorem ochrony danych](https://uodo.gov.pl).
`;

/** Share of the members who accepted each revision of the house rules, by position. */
const acceptedRevision1 = (index: number) => index % 5 !== 4;
const acceptedRevision2 = (index: number) => index % 3 !== 2;

/**
 * "Hospicjum Demo"'s documents, in Polish: its house rules in two revisions (the second
 * published, asking to be accepted, accepted by some of the members; the first unpublished when
 * the second came out) and a consent form still being drafted; with their history.
 */
export async function seedDocuments({ tx, accountIds, organizationIds, now }: SeedContext) {
  const organizationId = organizationIds.demo;
  const author = accountIds.operator ?? null;
  const rules1 = seedId('document:demo:house-rules:1');
  const rules2 = seedId('document:demo:house-rules:2');
  const consent = seedId('document:demo:consent:1');
  const title = 'Regulamin pobytu w hospicjum';

  await tx
    .insert(documents)
    .values([
      {
        id: rules1,
        organizationId,
        firstRevisionId: rules1,
        revision: 1,
        title,
        body: houseRulesV1.trim(),
        needsAcceptance: true,
        publishState: 'UNPUBLISHED',
        publishedAt: daysAgo(now, 118),
        unpublishedAt: daysAgo(now, 25),
        createdByAccountId: author,
        version: 3,
        createdAt: daysAgo(now, 120),
        updatedAt: daysAgo(now, 25),
      },
      {
        id: rules2,
        organizationId,
        firstRevisionId: rules1,
        previousDocumentId: rules1,
        revision: 2,
        title,
        body: houseRulesV2.trim(),
        needsAcceptance: true,
        publishState: 'PUBLISHED',
        publishedAt: daysAgo(now, 25),
        createdByAccountId: author,
        version: 3,
        createdAt: daysAgo(now, 30),
        updatedAt: daysAgo(now, 25),
      },
      {
        id: consent,
        organizationId,
        firstRevisionId: consent,
        revision: 1,
        title: 'Zgoda na przetwarzanie danych osobowych',
        body: consentDraft.trim(),
        needsAcceptance: true,
        publishState: 'DRAFT',
        createdByAccountId: author,
        createdAt: daysAgo(now, 3),
        updatedAt: hoursAgo(now, 20),
      },
    ])
    .onConflictDoNothing();

  // The members who could accept then and now: everyone ACCEPTED with an account, in a stable
  // order. beneficiary@care.test stays among those who have not accepted revision 2 yet.
  const accepting = await tx
    .select({ id: members.id, accountId: members.accountId })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.status, 'ACCEPTED'),
        isNotNull(members.accountId),
      ),
    )
    .orderBy(asc(members.id));
  const beneficiary = seedId('member:demo:demo:beneficiary');
  const acceptances = accepting.flatMap(({ id: memberId, accountId }, index) => [
    ...(acceptedRevision1(index)
      ? [{ documentId: rules1, memberId, accountId, acceptedAt: daysAgo(now, 117 - index) }]
      : []),
    ...(acceptedRevision2(index) && memberId !== beneficiary
      ? [
          {
            documentId: rules2,
            memberId,
            accountId,
            acceptedAt: hoursAgo(now, 24 * 24 - index * 13),
          },
        ]
      : []),
  ]);
  if (acceptances.length > 0)
    await tx.insert(documentAcceptances).values(acceptances).onConflictDoNothing();

  const event = (
    key: string,
    entityId: string,
    action: string,
    changes: Record<string, { before: unknown; after: unknown }>,
    at: Date,
  ) => ({
    id: seedId(`audit:document:${key}`),
    actorAccountId: author,
    organizationId,
    entity: 'document',
    entityId,
    action,
    changes,
    occurredAt: at,
  });
  await tx
    .insert(auditEvents)
    .values([
      event(
        'house-rules:created',
        rules1,
        'created',
        {
          revision: { before: null, after: 1 },
          title: { before: null, after: title },
          needsAcceptance: { before: null, after: true },
          publishState: { before: null, after: 'DRAFT' },
        },
        daysAgo(now, 120),
      ),
      event(
        'house-rules:published-1',
        rules1,
        'published',
        { publishedRevision: { before: null, after: 1 } },
        daysAgo(now, 118),
      ),
      event(
        'house-rules:version-2',
        rules1,
        'versionCreated',
        { revision: { before: 1, after: 2 } },
        daysAgo(now, 30),
      ),
      event(
        'house-rules:published-2',
        rules1,
        'published',
        { publishedRevision: { before: 1, after: 2 } },
        daysAgo(now, 25),
      ),
      event(
        'consent:created',
        consent,
        'created',
        {
          revision: { before: null, after: 1 },
          title: { before: null, after: 'Zgoda na przetwarzanie danych osobowych' },
          needsAcceptance: { before: null, after: true },
          publishState: { before: null, after: 'DRAFT' },
        },
        daysAgo(now, 3),
      ),
    ])
    .onConflictDoNothing();
}
