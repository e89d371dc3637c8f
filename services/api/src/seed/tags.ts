import { eq } from 'drizzle-orm';
import { tags } from '../db/schema';
import type { SeedContext } from './context';
import type { DemoOrganizationKey } from './demo-accounts';
import { seedId } from './ids';

interface SeedTag {
  key: string;
  name: string;
  abbr: string;
  description: string;
  color: string;
  textColor: string;
  icon: string;
}

const tagsByOrganization: Record<DemoOrganizationKey, SeedTag[]> = {
  demo: [
    {
      key: 'home-care',
      name: 'Opieka domowa',
      abbr: 'DOM',
      description: 'Podopieczni pod opieką w domu',
      color: '2f855a',
      textColor: 'ffffff',
      icon: 'home',
    },
    {
      key: 'inpatient',
      name: 'Oddział stacjonarny',
      abbr: 'STAC',
      description: 'Pobyt na oddziale hospicjum',
      color: '2b6cb0',
      textColor: 'ffffff',
      icon: 'bed',
    },
    {
      key: 'volunteer',
      name: 'Wolontariusz',
      abbr: 'WOL',
      description: 'Osoby pomagające jako wolontariusze',
      color: 'd69e2e',
      textColor: '1a202c',
      icon: 'heart',
    },
    {
      key: 'driver',
      name: 'Kierowca',
      abbr: 'KIER',
      description: 'Może przewozić podopiecznych i sprzęt',
      color: '718096',
      textColor: 'ffffff',
      icon: 'car',
    },
    {
      key: 'nurse',
      name: 'Pielęgniarka',
      abbr: 'PIEL',
      description: 'Personel pielęgniarski',
      color: 'c53030',
      textColor: 'ffffff',
      icon: 'stethoscope',
    },
    {
      key: 'priority',
      name: 'Pilne potrzeby',
      abbr: 'PILNE',
      description: 'Wymaga szybkiego kontaktu',
      color: 'dd6b20',
      textColor: '1a202c',
      icon: 'alert',
    },
  ],
  south: [
    {
      key: 'home-care',
      name: 'Opieka domowa',
      abbr: 'DOM',
      description: 'Podopieczni pod opieką w domu',
      color: '38a169',
      textColor: 'ffffff',
      icon: 'home',
    },
    {
      key: 'volunteer',
      name: 'Wolontariusz',
      abbr: 'WOL',
      description: 'Osoby pomagające jako wolontariusze',
      color: 'b7791f',
      textColor: 'ffffff',
      icon: 'heart',
    },
  ],
};

export type SeededTags = Record<DemoOrganizationKey, Map<string, string>>;

/** The demo tags of each organization; returns their ids by seed key (existing same-name tags reused). */
export async function seedTags({
  tx,
  organizationIds,
}: Pick<SeedContext, 'tx' | 'organizationIds'>): Promise<SeededTags> {
  const seeded = { demo: new Map(), south: new Map() } as SeededTags;
  for (const [organization, list] of Object.entries(tagsByOrganization) as [
    DemoOrganizationKey,
    SeedTag[],
  ][]) {
    const organizationId = organizationIds[organization];
    await tx
      .insert(tags)
      .values(
        list.map(({ key, ...tag }) => ({
          ...tag,
          id: seedId(`tag:${organization}:${key}`),
          organizationId,
        })),
      )
      .onConflictDoNothing();
    const stored = await tx
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(eq(tags.organizationId, organizationId));
    for (const { key, name } of list) {
      const match = stored.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
      if (match) seeded[organization].set(key, match.id);
    }
  }
  return seeded;
}
