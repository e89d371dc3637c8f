import type { StoredTag } from '@care/contracts';

/** Tags as the API answers them: sorted by name. */
export const storedTags: StoredTag[] = [
  {
    id: '0b9f6b7e-1c1d-4c4e-9a51-3b0f6f0e2d11',
    name: 'Home care',
    abbr: 'HOME',
    description: 'Visits at the patient’s home',
    color: '2b6cb0',
    textColor: 'ffffff',
    icon: 'home',
    version: 1,
  },
  {
    id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
    name: 'Pain management',
    abbr: 'PAIN',
    description: 'Needs regular pain assessment',
    color: 'f6e05e',
    textColor: null,
    icon: 'pill',
    version: 3,
  },
];
