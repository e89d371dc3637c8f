export { TagBadge } from './TagBadge';
export type { TagBadgeProps, TagBadgeTag } from './TagBadge';
export { tagIcons, tagIconNames, isTagIconName } from './icons';
export type { TagIconName } from './icons';
export { readableTextColor } from './contrast';
