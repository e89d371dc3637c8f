// The widths of the filters that load after the list, shared with the places that hold their
// room meanwhile, so nothing moves when they come.

/** A member's name at a glance. */
export const ASSISTANT_FILTER_WIDTH = '16rem';

/** A day as the panel writes it (dd.mm.rr) and the calendar's button. */
export const DAY_FILTER_WIDTH = '9.5rem';
