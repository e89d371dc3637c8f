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

/** Hospicjum Demo's twelve fill two pages of its tags list at 10 a page. */
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
    {
      key: 'diet',
      name: 'Dieta specjalna',
      abbr: 'DIETA',
      description: 'Dieta dostosowana do choroby, np. papkowata lub bez laktozy',
      color: '276749',
      textColor: 'ffffff',
      icon: 'leaf',
    },
    {
      key: 'spiritual-care',
      name: 'Opieka duchowa',
      abbr: 'DUCH',
      description: 'Prosi o odwiedziny kapelana lub duszpasterza swojego wyznania',
      color: '6b46c1',
      textColor: 'ffffff',
      icon: 'hand-heart',
    },
    {
      key: 'night-care',
      name: 'Opieka nocna',
      abbr: 'NOC',
      description: 'Wymaga wizyt lub dyżuru opiekuna w nocy',
      color: '2c5282',
      textColor: 'ffffff',
      icon: 'clock',
    },
    {
      key: 'rehabilitation',
      name: 'Rehabilitacja',
      abbr: 'REH',
      description: 'Ćwiczenia z fizjoterapeutą w domu lub na oddziale',
      color: '285e61',
      textColor: 'ffffff',
      icon: 'accessibility',
    },
    {
      key: 'oxygen',
      name: 'Tlenoterapia',
      abbr: 'O2',
      description: 'Koncentrator tlenu w domu podopiecznego',
      color: '086f83',
      textColor: 'ffffff',
      icon: 'activity',
    },
    {
      key: 'psychological-support',
      name: 'Wsparcie psychologiczne',
      abbr: 'PSY',
      description: 'Rozmowy z psychologiem, także dla rodziny i w żałobie',
      color: 'b83280',
      textColor: 'ffffff',
      icon: 'brain',
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
