import type { StoredTag } from '@care/contracts/tag';

export const ORGANIZATION_ID = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
/** A page of the tags area of the test organization, e.g. `tagsPath('/new')`. */
export const tagsPath = (suffix = '') => `/organization/${ORGANIZATION_ID}/tags${suffix}`;

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

const tagOf = (index: number, name: string, abbr: string, description: string): StoredTag => ({
  id: `0c5e1d2a-7b3f-4e6a-9d1c-${String(index).padStart(12, '0')}`,
  name,
  abbr,
  description,
  color: '2f855a',
  textColor: 'ffffff',
  icon: 'heart',
  version: 1,
});

/** Twelve tags, sorted by name as the API answers them: two pages at 10 a page. */
export const twelveTags: StoredTag[] = [
  tagOf(1, 'Bereavement support', 'GRIEF', 'Family support after a death'),
  tagOf(2, 'Driver', 'DRV', 'Drives patients and equipment'),
  tagOf(3, 'Home care', 'HOME', 'Visits at the patient’s home'),
  tagOf(4, 'Inpatient', 'INP', 'Stays on the hospice ward'),
  tagOf(5, 'Night care', 'NIGHT', 'Needs visits or a carer at night'),
  tagOf(6, 'Nurse', 'RN', 'Nursing staff'),
  tagOf(7, 'Nutrition', 'DIET', 'Special diet adapted to the illness'),
  tagOf(8, 'Oxygen', 'O2', 'Has an oxygen concentrator at home'),
  tagOf(9, 'Physiotherapy', 'PHYS', 'Exercises with a physiotherapist'),
  tagOf(10, 'Spiritual care', 'SPIR', 'Asks for a chaplain’s visits'),
  tagOf(11, 'Urgent needs', 'URG', 'Needs a quick call back'),
  tagOf(12, 'Volunteer', 'VOL', 'Helps as a volunteer'),
];
