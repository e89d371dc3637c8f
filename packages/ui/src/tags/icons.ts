import type { IconType } from 'react-icons';
import {
  LuAccessibility,
  LuActivity,
  LuAmbulance,
  LuBaby,
  LuBed,
  LuBrain,
  LuCalendar,
  LuCar,
  LuClock,
  LuCross,
  LuDroplet,
  LuHandHeart,
  LuHeart,
  LuHeartPulse,
  LuHospital,
  LuHouse,
  LuLeaf,
  LuPhone,
  LuPill,
  LuShield,
  LuStar,
  LuStethoscope,
  LuSyringe,
  LuTriangleAlert,
  LuUsers,
} from 'react-icons/lu';

/**
 * The one icon set a tag may carry. A tag stores the name, so names are part of the
 * stored data: add names freely, never rename or remove one.
 */
export const tagIcons = {
  heart: LuHeart,
  'heart-pulse': LuHeartPulse,
  'hand-heart': LuHandHeart,
  pill: LuPill,
  syringe: LuSyringe,
  stethoscope: LuStethoscope,
  hospital: LuHospital,
  ambulance: LuAmbulance,
  cross: LuCross,
  activity: LuActivity,
  brain: LuBrain,
  droplet: LuDroplet,
  bed: LuBed,
  accessibility: LuAccessibility,
  baby: LuBaby,
  users: LuUsers,
  home: LuHouse,
  car: LuCar,
  phone: LuPhone,
  calendar: LuCalendar,
  clock: LuClock,
  shield: LuShield,
  star: LuStar,
  leaf: LuLeaf,
  alert: LuTriangleAlert,
} as const satisfies Record<string, IconType>;

export type TagIconName = keyof typeof tagIcons;

/** Names in display order (the order of the picker grid). */
export const tagIconNames = Object.keys(tagIcons) as TagIconName[];

export function isTagIconName(name: string | null | undefined): name is TagIconName {
  return name != null && Object.hasOwn(tagIcons, name);
}
