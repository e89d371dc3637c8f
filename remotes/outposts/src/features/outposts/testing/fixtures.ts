import type { Outpost } from '@care/contracts/outpost';

export const organizationId = '3f0c6a5e-2d4b-4c1a-9e8f-7a6b5c4d3e21';
export const outpostsPath = (rest = '') => `/organization/${organizationId}/outposts${rest}`;

const logoUrl = (id: string, version: number) =>
  `/api/v1/operator/organization/${organizationId}/outpost/${id}/logo?v=${version}&exp=1900000000&sig=${'s'.repeat(43)}`;

export const inpatient: Outpost = {
  id: '5a1e3b2c-4d5e-4f60-8a7b-9c0d1e2f3a41',
  name: 'Hospicjum stacjonarne Lipowa',
  type: 'HOSPICE_INPATIENT',
  address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
  website: 'https://hospicjum.example.org',
  phone: '+48126543210',
  email: 'stacjonarne@hospicjum.example.org',
  openingHours: { mon: [{ from: '08:00', to: '16:00' }] },
  logoUrl: logoUrl('5a1e3b2c-4d5e-4f60-8a7b-9c0d1e2f3a41', 3),
  version: 3,
};

export const office: Outpost = {
  id: '6b2f4c3d-5e6f-4a71-9b8c-0d1e2f3a4b52',
  name: 'Biuro w Berlinie',
  type: 'OFFICE',
  address: { street: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' },
  website: null,
  phone: '+493012345678',
  email: 'berlin@hospicjum.example.org',
  openingHours: null,
  logoUrl: null,
  version: 1,
};

export const withLogo = (outpost: Outpost, version = outpost.version + 1): Outpost => ({
  ...outpost,
  version,
  logoUrl: logoUrl(outpost.id, version),
});
