/*
 * The frame the panel's page paints before any of the panel's scripts run, for someone signed in
 * in this browser: its top bar, its sidebar and the page's outline, from HTML and CSS the build
 * wrote. On a phone the panel's scripts take seconds to arrive and run; until then this is what
 * the page shows instead of nothing. It works nothing and says nothing of the user: no name, no
 * figure. How it is marked up is shared by the build that writes it, the inline script that
 * shows it and the panel that takes over from it.
 */

/** The element holding the painted frame, a sibling of the panel's root while it is shown. */
export const PLACEHOLDER_ID = 'panel-placeholder';

/** On each <template>: the language of the frame inside. */
export const PLACEHOLDER_LANGUAGE_ATTRIBUTE = 'data-placeholder-lang';

/**
 * On a part of the frame that only some users or pages have: the part it is (PlaceholderPart).
 * The inline script removes the parts the visit does not have.
 */
export const PLACEHOLDER_PART_ATTRIBUTE = 'data-placeholder-for';

/**
 * On a loading state of the panel that the painted frame stands for (KeepsPlaceholder): while
 * the panel shows one, the frame stays; once it shows anything else, the frame goes.
 */
export const PLACEHOLDER_KEPT_ATTRIBUTE = 'data-keeps-placeholder';

/** On the panel's own frame (AuthenticatedLayout), which applies the user's layout settings. */
export const SIGNED_IN_FRAME_ATTRIBUTE = 'data-signed-in-frame';

/** On <html> while the frame is shown: the user's menu mode, which decides the sidebar column. */
export const PLACEHOLDER_MENU_MODE_ATTRIBUTE = 'data-menu-mode';

export type PlaceholderPart = 'dashboard' | 'other-page' | 'admin' | 'operator';
