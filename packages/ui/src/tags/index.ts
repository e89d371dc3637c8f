export { TagBadge } from './TagBadge';
export type { TagBadgeProps, TagBadgeTag } from './TagBadge';
export { tagIcons, tagIconNames, isTagIconName } from './icons';
export type { TagIconName } from './icons';
export { contrastRatio, MIN_TEXT_CONTRAST, readableTextColor } from './contrast';
