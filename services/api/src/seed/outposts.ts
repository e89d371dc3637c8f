import type { OutpostWrite } from '@care/contracts';
import sharp from 'sharp';
import { outposts } from '../db/schema';
import { outpostColumns } from '../modules/outposts/dto';
import { makeLogo } from '../modules/outposts/logo-image';
import type { FileStore } from '../storage/file-store';
import type { SeedContext } from './context';
import { seedId } from './ids';

interface SeedOutpost {
  key: string;
  outpost: OutpostWrite;
  /** A picture drawn here, so the repository carries no image files. */
  logo?: { background: string; shape: string };
}

const weekdaysOnly = (from: string, to: string) =>
  Object.fromEntries(
    (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ from, to }]]),
  );
const allWeek = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => [
    day,
    [{ from: '00:00', to: '24:00' }],
  ]),
);

/** A white cross and a white house: shapes only, since a machine may have no fonts for text. */
const cross = 'M104 48h48v56h56v48h-56v56h-48v-56H48v-48h56z';
const house = 'M128 40 216 116h-28v92h-44v-60h-32v60H68v-92H40z';

/** Hospicjum Demo's three outposts of different types; two have logos. */
const demoOutposts: SeedOutpost[] = [
  {
    key: 'inpatient',
    outpost: {
      name: 'Hospicjum stacjonarne Demo',
      type: 'HOSPICE_INPATIENT',
      address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
      website: 'https://hospicjum-demo.example.org',
      phone: '+48126543210',
      email: 'stacjonarne@hospicjum-demo.example.org',
      openingHours: allWeek,
    },
    logo: { background: '#2f855a', shape: cross },
  },
  {
    key: 'home-care',
    outpost: {
      name: 'Zespół opieki domowej',
      type: 'HOSPICE_HOME',
      address: { street: 'ul. Długa 5/3', city: 'Wieliczka', postalCode: '32-020', country: 'PL' },
      website: null,
      phone: '+48600100200',
      email: 'dom@hospicjum-demo.example.org',
      openingHours: { ...weekdaysOnly('08:00', '18:00'), sat: [{ from: '09:00', to: '13:00' }] },
    },
    logo: { background: '#2b6cb0', shape: house },
  },
  {
    key: 'office',
    outpost: {
      name: 'Biuro fundacji',
      type: 'OFFICE',
      address: { street: 'ul. Floriańska 3', city: 'Kraków', postalCode: '31-019', country: 'PL' },
      website: 'https://hospicjum-demo.example.org/kontakt',
      phone: '+48124300100',
      email: 'biuro@hospicjum-demo.example.org',
      openingHours: {
        ...weekdaysOnly('09:00', '12:00'),
        tue: [
          { from: '09:00', to: '12:00' },
          { from: '14:00', to: '17:00' },
        ],
      },
    },
  },
];

/** The id of one of Hospicjum Demo's outposts, by its key here. */
export const demoOutpostId = (key: string) => seedId(`outpost:demo:${key}`);

const logoKeyOf = (key: string) => `outpost-logos/${seedId(`outpost:demo:${key}`)}/demo.webp`;

/** A 256×256 PNG of a white shape on a coloured disc, drawn with sharp. */
function drawLogo({ background, shape }: { background: string; shape: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <circle cx="128" cy="128" r="124" fill="${background}"/>
    <path d="${shape}" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The logos go into the file store before the rows that point at them, outside the seed's
 * transaction (a database store writes through its own connection, which PGlite would make wait
 * for that transaction). Missing ones are drawn again, so a second run changes nothing.
 */
export async function seedOutpostLogos(files: FileStore): Promise<void> {
  for (const { key, logo } of demoOutposts) {
    if (!logo) continue;
    const fileKey = logoKeyOf(key);
    if (await files.get(fileKey)) continue;
    await files.put(fileKey, await makeLogo(await drawLogo(logo)));
  }
}

/** Hospicjum Demo's outposts (one that already exists under the same name is left as it is). */
export async function seedOutposts({
  tx,
  organizationIds,
}: Pick<SeedContext, 'tx' | 'organizationIds'>) {
  await tx
    .insert(outposts)
    .values(
      demoOutposts.map(({ key, outpost, logo }) => ({
        ...outpostColumns(outpost),
        id: demoOutpostId(key),
        organizationId: organizationIds.demo,
        logoKey: logo ? logoKeyOf(key) : null,
      })),
    )
    .onConflictDoNothing();
}
