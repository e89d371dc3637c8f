import {
  defaultOrganizationSettings,
  erasedMemberEmail,
  erasedMemberName,
  type AccountOwnerType,
  type FormOfAddress,
  type InvitationDelivery,
  type MemberAddress,
  type MemberContact,
  type MemberStatus,
  type Role,
} from '@care/contracts';
import { auditEvents, memberTags, members, persons } from '../db/schema';
import { seedAccount } from './accounts';
import { type SeedContext, daysAgo } from './context';
import type { DemoAccountKey, DemoOrganizationKey } from './demo-accounts';
import { demoAccounts, demoFormOfAddress } from './demo-accounts';
import { seedId } from './ids';
import { demoOutpostId } from './outposts';
import type { SeededTags } from './tags';

interface SeedMember {
  key: string;
  organization: DemoOrganizationKey;
  role: Role;
  status: MemberStatus;
  accountOwnerType: AccountOwnerType;
  email: string;
  firstName: string;
  lastName: string;
  isSuperOperator: boolean;
  invitationDelivery: InvitationDelivery;
  /** E.164; the guardian's own number for a ward. */
  phone: string | null;
  /** Beneficiaries only: where the visits go. */
  address: MemberAddress | null;
  formOfAddress: FormOfAddress | null;
  careNotes: string | null;
  /** Beneficiaries only: whom to call, the first one primary. */
  contacts: MemberContact[];
  accountId: string | null;
  personId: string | null;
  createdAt: Date;
  startDate: Date;
  endDate: Date | null;
  tagKeys: string[];
  /** Set once the organization erased the person's data. */
  erasedAt?: Date;
}

/**
 * A demo beneficiary's home outpost: the inpatient hospice or the home-care team, as their tag
 * says. Only Hospicjum Demo has outposts.
 */
function homeOutpostOf({ organization, role, tagKeys }: SeedMember): string | null {
  if (organization !== 'demo' || role !== 'BENEFICIARY') return null;
  const key = tagKeys.find((tag) => tag === 'home-care' || tag === 'inpatient');
  return key ? demoOutpostId(key) : null;
}

type Plan = [
  role: Role,
  status: MemberStatus,
  count: number,
  options?: { guardian?: number; delivery?: InvitationDelivery[] },
];

/** Demo organization: with the five demo memberships and the two former ones this makes 42 members across roles and statuses. */
const demoPlan: Plan[] = [
  ['BENEFICIARY', 'ACCEPTED', 11, { guardian: 2 }],
  ['BENEFICIARY', 'PENDING', 3, { delivery: ['SENT', 'ERROR', 'WAITING'] }],
  ['BENEFICIARY', 'REJECTED', 2],
  ['BENEFICIARY', 'DEACTIVATED', 2],
  ['BENEFICIARY', 'INACTIVE', 2],
  ['ASSISTANT', 'ACCEPTED', 6],
  ['ASSISTANT', 'PENDING', 2, { delivery: ['SENT', 'ERROR'] }],
  ['ASSISTANT', 'DEACTIVATED', 1],
  ['ASSISTANT', 'REJECTED', 1],
  ['OPERATOR', 'ACCEPTED', 2],
  ['OPERATOR', 'PENDING', 1],
  ['OPERATOR', 'DEACTIVATED', 1],
  ['OPERATOR', 'INACTIVE', 1],
];

const southPlan: Plan[] = [
  ['BENEFICIARY', 'ACCEPTED', 2],
  ['ASSISTANT', 'ACCEPTED', 1],
  ['BENEFICIARY', 'PENDING', 1],
];

const names: [string, string][] = [
  ['Zofia', 'Kowalska'],
  ['Jan', 'Nowak'],
  ['Maria', 'Wiśniewska'],
  ['Stanisław', 'Wójcik'],
  ['Krystyna', 'Kowalczyk'],
  ['Andrzej', 'Kamiński'],
  ['Barbara', 'Lewandowska'],
  ['Józef', 'Zieliński'],
  ['Teresa', 'Szymańska'],
  ['Tadeusz', 'Woźniak'],
  ['Halina', 'Dąbrowska'],
  ['Kazimierz', 'Kozłowski'],
  ['Danuta', 'Jankowska'],
  ['Henryk', 'Mazur'],
  ['Irena', 'Kwiatkowska'],
  ['Ryszard', 'Krawczyk'],
  ['Elżbieta', 'Piotrowska'],
  ['Władysław', 'Grabowski'],
  ['Janina', 'Nowakowska'],
  ['Zbigniew', 'Pawłowski'],
  ['Jadwiga', 'Michalska'],
  ['Marian', 'Nowicki'],
  ['Grażyna', 'Adamczyk'],
  ['Czesław', 'Dudek'],
  ['Wanda', 'Zając'],
  ['Edward', 'Wieczorek'],
  ['Alicja', 'Jabłońska'],
  ['Leszek', 'Król'],
  ['Ewa', 'Majewska'],
  ['Bogusław', 'Olszewski'],
  ['Lucyna', 'Jaworska'],
  ['Mieczysław', 'Wróbel'],
  ['Bożena', 'Malinowska'],
  ['Roman', 'Pawlak'],
  ['Genowefa', 'Witkowska'],
  ['Wojciech', 'Walczak'],
  ['Helena', 'Stępień'],
  ['Jerzy', 'Górski'],
  ['Anna', 'Rutkowska'],
];

/** Home addresses of the demo beneficiaries, near each organization; some say how to get in. */
const demoAddresses: Record<DemoOrganizationKey, MemberAddress[]> = {
  demo: [
    {
      street: 'ul. Długa',
      building: '12',
      apartment: '4',
      postalCode: '31-147',
      city: 'Kraków',
      accessNotes: 'Domofon 4, drugie piętro, bez windy.',
    },
    {
      street: 'ul. Karmelicka',
      building: '45',
      apartment: '7',
      postalCode: '31-128',
      city: 'Kraków',
    },
    {
      street: 'os. Centrum C',
      building: '6',
      apartment: '21',
      postalCode: '31-929',
      city: 'Kraków',
      accessNotes: 'Klatka B, czwarte piętro, winda działa.',
    },
    { street: 'ul. Lubicz', building: '23A', apartment: '5', postalCode: '31-503', city: 'Kraków' },
    {
      street: 'ul. Wielicka',
      building: '102',
      postalCode: '30-552',
      city: 'Kraków',
      accessNotes: 'Furtka od podwórza, kod do bramy 1357. W ogrodzie pies, łagodny.',
    },
    {
      street: 'ul. Kalwaryjska',
      building: '38',
      apartment: '12',
      postalCode: '30-504',
      city: 'Kraków',
    },
    { street: 'ul. Zakopiańska', building: '9', postalCode: '30-418', city: 'Kraków' },
    {
      street: 'ul. Bronowicka',
      building: '70',
      apartment: '3',
      postalCode: '30-091',
      city: 'Kraków',
      accessNotes: 'Klucz u sąsiadki spod trójki, pani Ireny.',
    },
    {
      street: 'ul. Mogilska',
      building: '64',
      apartment: '15',
      postalCode: '31-545',
      city: 'Kraków',
    },
    {
      street: 'ul. Józefińska',
      building: '18',
      apartment: '9',
      postalCode: '30-529',
      city: 'Kraków',
    },
    {
      street: 'ul. Dembowskiego',
      building: '6',
      postalCode: '32-020',
      city: 'Wieliczka',
      accessNotes: 'Dom z zieloną bramą, dzwonek po lewej stronie.',
    },
    {
      street: 'ul. Mickiewicza',
      building: '3',
      apartment: '1',
      postalCode: '32-050',
      city: 'Skawina',
    },
  ],
  south: [
    {
      street: 'ul. Mariacka',
      building: '21',
      apartment: '8',
      postalCode: '40-014',
      city: 'Katowice',
      accessNotes: 'Wejście od podwórza, trzecie piętro.',
    },
    {
      street: 'ul. Gliwicka',
      building: '150',
      apartment: '3',
      postalCode: '40-857',
      city: 'Katowice',
    },
    {
      street: 'al. Niepodległości',
      building: '60',
      apartment: '14',
      postalCode: '43-100',
      city: 'Tychy',
    },
  ],
};

const demoCareNotes = [
  'Rodzina prosi o telefon przed wizytą. Leki wydaje córka.',
  'Słabo słyszy: mówić wolno i wyraźnie, od strony prawego ucha.',
  'Uczulenie na plastry z lateksem.',
];

const guardianFirstNames = ['Katarzyna', 'Tomasz', 'Agnieszka'];

/** The relatives an operator calls first about a demo beneficiary. */
const demoRelatives: Omit<MemberContact, 'phone' | 'isPrimary'>[] = [
  { name: 'Małgorzata Nowicka', relation: 'córka' },
  { name: 'Piotr Zalewski', relation: 'syn' },
  { name: 'Joanna Krawczyk', relation: 'siostrzenica' },
  { name: 'Marek Sikora', relation: 'zięć' },
  { name: 'Beata Lis', relation: 'synowa' },
];
/** Somebody near, for every other beneficiary. */
const demoNeighbours: Omit<MemberContact, 'phone' | 'isPrimary'>[] = [
  { name: 'Irena Wójtowicz', relation: 'sąsiadka, ma klucz' },
  { name: 'Stanisław Baran', relation: 'sąsiad' },
  { name: 'Danuta Sowa', relation: 'opiekunka z gminy' },
];

/** A Polish mobile number for a demo contact (501 000 000–509 999 999 are mobile numbers). */
const contactPhone = (index: number) => `+4850${String(1_000_000 + index * 6_151).slice(-7)}`;

/**
 * A demo beneficiary's contacts: their guardian (a ward's), or else a relative, as the primary
 * one, and for every other beneficiary a neighbour or a carer too.
 */
function demoContacts(
  index: number,
  guardian: { name: string; phone: string | null } | null,
): MemberContact[] {
  const primary: MemberContact =
    guardian?.phone != null
      ? { name: guardian.name, relation: 'opiekun prawny', phone: guardian.phone, isPrimary: true }
      : {
          ...(demoRelatives[index % demoRelatives.length] as (typeof demoRelatives)[number]),
          phone: contactPhone(index * 2),
          isPrimary: true,
        };
  if (index % 2 === 1) return [primary];
  const neighbour = demoNeighbours[
    (index / 2) % demoNeighbours.length
  ] as (typeof demoNeighbours)[number];
  return [primary, { ...neighbour, phone: contactPhone(index * 2 + 1), isPrimary: false }];
}

/** ASCII local part for a demo email: "Wiśniewska" → "wisniewska". */
const asciiName = (name: string) =>
  name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A Polish mobile number per demo member (600 000 000–609 999 999 are mobile numbers in the
 * national plan); every fourth member has none, as in life.
 */
const demoPhone = (index: number) =>
  index % 4 === 3 ? null : `+4860${String(1_000_000 + index * 7_919).slice(-7)}`;

const hasAccount = (status: MemberStatus) =>
  status === 'ACCEPTED' || status === 'DEACTIVATED' || status === 'INACTIVE';

function tagKeysFor(role: Role, index: number): string[] {
  if (role === 'BENEFICIARY')
    return [index % 2 === 0 ? 'home-care' : 'inpatient', ...(index % 4 === 0 ? ['priority'] : [])];
  if (role === 'ASSISTANT')
    return [
      'volunteer',
      ...(index % 3 === 0 ? ['driver'] : []),
      ...(index % 2 === 1 ? ['nurse'] : []),
    ];
  return [];
}

/** A demo beneficiary's address, contacts and, for every third one, the operators' notes. */
function beneficiaryCard(
  organization: DemoOrganizationKey,
  index: number,
  guardian: { name: string; phone: string | null } | null,
) {
  const addresses = demoAddresses[organization];
  return {
    address: addresses[index % addresses.length] as MemberAddress,
    careNotes:
      index % 3 === 0 ? (demoCareNotes[(index / 3) % demoCareNotes.length] as string) : null,
    contacts: demoContacts(index + (organization === 'south' ? 20 : 0), guardian),
  };
}

/** Members with no demo login: accepted ones get an account (a guardian's for wards) and a person. */
async function fillerMembers(
  context: SeedContext,
  organization: DemoOrganizationKey,
  plan: Plan[],
  nameOffset: number,
) {
  const { now } = context;
  const seeded: SeedMember[] = [];
  let index = 0;
  let beneficiaries = 0;
  for (const [role, status, count, options] of plan) {
    for (let n = 0; n < count; n += 1, index += 1) {
      const [firstName, lastName] = names[(nameOffset + index) % names.length] as [string, string];
      const guardian = n < (options?.guardian ?? 0);
      const key = `${organization}:filler:${index}`;
      const createdAt = daysAgo(now, 3 + index * 2);
      const holderFirstName = guardian
        ? (guardianFirstNames[n % guardianFirstNames.length] as string)
        : firstName;
      const email = `${asciiName(holderFirstName)}.${asciiName(lastName)}@example.care.test`;
      let accountId: string | null = null;
      let personId: string | null = null;
      if (hasAccount(status)) {
        const account = await seedAccount(context, {
          key,
          firebaseUid: `seed-${key}`,
          email,
          firstName: holderFirstName,
          lastName,
          createdAt,
        });
        accountId = account.accountId;
        personId = account.personId;
        if (guardian) {
          personId = seedId(`person:${key}:ward`);
          await context.tx
            .insert(persons)
            .values({ id: personId, accountId, firstName, lastName, isOwn: false, createdAt })
            .onConflictDoNothing();
        }
      }
      const ended =
        status === 'DEACTIVATED'
          ? daysAgo(now, 5)
          : status === 'INACTIVE'
            ? daysAgo(now, 10)
            : null;
      seeded.push({
        key,
        organization,
        role,
        status,
        accountOwnerType: guardian ? 'GUARDIAN_ACCOUNT' : 'OWN_ACCOUNT',
        email,
        firstName,
        lastName,
        isSuperOperator: false,
        invitationDelivery: options?.delivery?.[n] ?? 'SENT',
        phone: demoPhone(nameOffset + index),
        ...(role === 'BENEFICIARY'
          ? beneficiaryCard(
              organization,
              beneficiaries++,
              guardian
                ? { name: `${holderFirstName} ${lastName}`, phone: demoPhone(nameOffset + index) }
                : null,
            )
          : { address: null, careNotes: null, contacts: [] }),
        formOfAddress: demoFormOfAddress(firstName),
        accountId,
        personId,
        createdAt,
        startDate: hasAccount(status) ? daysAgo(now, 2 + index * 2) : createdAt,
        endDate: ended,
        tagKeys: tagKeysFor(role, index),
      });
    }
  }
  return seeded;
}

/** `months` calendar months before `at`. */
function monthsBefore(at: Date, months: number): Date {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * Two former beneficiaries of Hospicjum Demo, brought over from its records of before the panel
 * with their care already ended, so the demo shows what the retention of INACTIVE members does:
 * one whose data it erased twelve nights ago (the list and the page read "Dane usunięte"), and
 * one it erases in 14 days, listed on the settings page among those due within the month.
 */
function formerMembers({ now }: SeedContext): SeedMember[] {
  const importedAt = daysAgo(now, 175);
  const erasedAt = daysAgo(now, 12);
  erasedAt.setUTCHours(2, 50, 0, 0);
  const former = {
    organization: 'demo',
    role: 'BENEFICIARY',
    status: 'INACTIVE',
    accountOwnerType: 'OWN_ACCOUNT',
    isSuperOperator: false,
    invitationDelivery: 'SENT',
    accountId: null,
    personId: null,
    createdAt: importedAt,
  } as const;
  const erasedKey = 'demo:former:erased';
  return [
    {
      ...former,
      key: erasedKey,
      email: erasedMemberEmail(seedId(`member:${erasedKey}`)),
      firstName: erasedMemberName,
      lastName: erasedMemberName,
      phone: null,
      address: null,
      formOfAddress: null,
      careNotes: null,
      contacts: [],
      startDate: daysAgo(now, 1_150),
      endDate: monthsBefore(erasedAt, defaultOrganizationSettings.inactiveMemberRetentionMonths),
      tagKeys: ['home-care'],
      erasedAt,
    },
    {
      ...former,
      key: 'demo:former:due',
      email: 'leokadia.sobczak@example.care.test',
      firstName: 'Leokadia',
      lastName: 'Sobczak',
      phone: '+48602417385',
      address: {
        street: 'ul. Grzegórzecka',
        building: '31',
        apartment: '2',
        postalCode: '31-532',
        city: 'Kraków',
      },
      formOfAddress: 'PANI',
      careNotes: null,
      contacts: [
        { name: 'Tomasz Sobczak', relation: 'syn', phone: '+48503218874', isPrimary: true },
      ],
      startDate: daysAgo(now, 1_020),
      endDate: monthsBefore(
        daysAgo(now, -14),
        defaultOrganizationSettings.inactiveMemberRetentionMonths,
      ),
      tagKeys: ['home-care'],
    },
  ];
}

function demoMembership(
  context: SeedContext,
  personIds: Partial<Record<DemoAccountKey, string>>,
  account: DemoAccountKey,
  organization: DemoOrganizationKey,
  role: Role,
  options: {
    status?: MemberStatus;
    isSuperOperator?: boolean;
    tagKeys?: string[];
    phone?: string;
    address?: MemberAddress;
    careNotes?: string;
    contacts?: MemberContact[];
    daysAgo: number;
  },
): SeedMember {
  const { email, firstName, lastName } = demoAccounts[account];
  const status = options.status ?? 'ACCEPTED';
  const accepted = status === 'ACCEPTED';
  const createdAt = daysAgo(context.now, options.daysAgo);
  return {
    key: `${organization}:demo:${account}`,
    organization,
    role,
    status,
    accountOwnerType: 'OWN_ACCOUNT',
    email,
    firstName,
    lastName,
    isSuperOperator: options.isSuperOperator ?? false,
    invitationDelivery: 'SENT',
    phone: options.phone ?? null,
    address: options.address ?? null,
    formOfAddress: demoFormOfAddress(firstName),
    careNotes: options.careNotes ?? null,
    contacts: options.contacts ?? [],
    accountId: accepted ? (context.accountIds[account] ?? null) : null,
    personId: accepted ? (personIds[account] ?? null) : null,
    createdAt,
    startDate: createdAt,
    endDate: null,
    tagKeys: options.tagKeys ?? [],
  };
}

/** Memberships of the demo accounts, the other members of both organizations, and their tags. */
export async function seedMembers(
  context: SeedContext,
  personIds: Partial<Record<DemoAccountKey, string>>,
  tags: SeededTags,
) {
  const all: SeedMember[] = [
    demoMembership(context, personIds, 'operator', 'demo', 'OPERATOR', {
      isSuperOperator: true,
      phone: '+48601100200',
      daysAgo: 170,
    }),
    demoMembership(context, personIds, 'operator2', 'demo', 'OPERATOR', {
      phone: '+48601100201',
      daysAgo: 150,
    }),
    demoMembership(context, personIds, 'beneficiary', 'demo', 'BENEFICIARY', {
      tagKeys: ['home-care', 'priority'],
      phone: '+48601100202',
      address: {
        street: 'ul. Szlak',
        building: '17',
        apartment: '6',
        postalCode: '31-153',
        city: 'Kraków',
        accessNotes: 'Kod do klatki 2468, pierwsze piętro. Mieszka z kotem.',
      },
      careNotes: 'Woli wizyty przed południem. Żona, pani Halina, zna wszystkie leki.',
      contacts: [
        {
          name: 'Halina Podopieczna',
          relation: 'żona',
          phone: '+48601100212',
          isPrimary: true,
        },
        { name: 'Paweł Zięba', relation: 'syn', phone: '+48501200300', isPrimary: false },
      ],
      daysAgo: 100,
    }),
    demoMembership(context, personIds, 'assistant', 'demo', 'ASSISTANT', {
      tagKeys: ['volunteer', 'driver'],
      phone: '+48601100203',
      daysAgo: 90,
    }),
    demoMembership(context, personIds, 'invited', 'demo', 'OPERATOR', {
      status: 'PENDING',
      daysAgo: 1,
    }),
    demoMembership(context, personIds, 'otherOperator', 'south', 'OPERATOR', {
      isSuperOperator: true,
      daysAgo: 160,
    }),
    ...(await fillerMembers(context, 'demo', demoPlan, 0)),
    ...(await fillerMembers(context, 'south', southPlan, 35)),
    ...formerMembers(context),
  ];

  await context.tx
    .insert(members)
    .values(
      all.map((seeded) => {
        const { key, organization, email, tagKeys: _tagKeys, ...member } = seeded;
        return {
          ...member,
          id: seedId(`member:${key}`),
          organizationId: context.organizationIds[organization],
          accountEmail: email,
          homeOutpostId: homeOutpostOf(seeded),
          // An erasure is a change of the record: its version and time.
          version: member.erasedAt ? 2 : 1,
          updatedAt: member.erasedAt ?? member.createdAt,
        };
      }),
    )
    .onConflictDoNothing();

  // The retention's erasure, as its nightly job writes it: no actor, no personal value.
  const erased = all.flatMap((member) => (member.erasedAt ? [member] : []));
  if (erased.length > 0)
    await context.tx
      .insert(auditEvents)
      .values(
        erased.map(({ key, organization, erasedAt }) => ({
          id: seedId(`audit:member:${key}:erased`),
          actorAccountId: null,
          organizationId: context.organizationIds[organization],
          entity: 'member',
          entityId: seedId(`member:${key}`),
          action: 'erased',
          changes: {
            erasedAt: { before: null, after: erasedAt?.toISOString() ?? null },
            version: { before: 1, after: 2 },
          },
          occurredAt: erasedAt,
        })),
      )
      .onConflictDoNothing();

  const tagged = all.flatMap(({ key, organization, tagKeys }) =>
    tagKeys.flatMap((tagKey) => {
      const tagId = tags[organization].get(tagKey);
      return tagId ? [{ memberId: seedId(`member:${key}`), tagId }] : [];
    }),
  );
  if (tagged.length > 0) await context.tx.insert(memberTags).values(tagged).onConflictDoNothing();
}
