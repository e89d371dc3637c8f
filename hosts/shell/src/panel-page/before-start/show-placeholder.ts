import { isPrerendering, whenShown } from '@care/platform/prerendering';
import { hasSessionHint } from '@care/platform/session-hint';
import { readStoredLayoutSettings } from '@care/platform/stored-layout-settings';
import { applyLayoutPreferences, clearLayoutPreferences } from '@care/ui/layout-preferences';
import { readDashboardSubjects } from '../../features/dashboard/api/dashboard-subjects';
import { applyStoredChoices } from '../../sign-in/before-start/show-stored-choices';
import { ROOT_ELEMENT_ID } from '../../sign-in/prerendered-page';
import {
  DEFAULT_PLACEHOLDER_HINTS,
  placeholderParts,
  placeholderWanted,
  type PlaceholderHints,
} from '../placeholder';
import {
  PLACEHOLDER_ID,
  PLACEHOLDER_KEPT_ATTRIBUTE,
  PLACEHOLDER_LANGUAGE_ATTRIBUTE,
  PLACEHOLDER_MENU_MODE_ATTRIBUTE,
  PLACEHOLDER_PART_ATTRIBUTE,
  SIGNED_IN_FRAME_ATTRIBUTE,
  type PlaceholderPart,
} from '../placeholder-markup';

/** The kept dashboard subjects say whether the user is an admin and operates organizations. */
export function readPlaceholderHints(): PlaceholderHints {
  const subjects = readDashboardSubjects();
  if (!subjects) return DEFAULT_PLACEHOLDER_HINTS;
  return {
    isAdmin: subjects.isAdmin,
    operatesOrganizations: subjects.organizationIds.length > 0,
  };
}

export interface ShowPlaceholderOptions {
  pathname?: string;
  signedIn?: boolean;
  hints?: PlaceholderHints;
}

/**
 * Right after the panel's root: the frame the build painted, in the page's language, with the
 * parts this visit has, in place of the root until the panel shows something of its own. The
 * user's scale and menu mode apply at once, as the panel's frame applies them.
 */
export function showPlaceholder({
  pathname = window.location.pathname,
  signedIn = hasSessionHint(),
  hints = readPlaceholderHints(),
}: ShowPlaceholderOptions = {}): boolean {
  const root = document.getElementById(ROOT_ELEMENT_ID);
  const html = document.documentElement;
  const template =
    document.querySelector<HTMLTemplateElement>(
      `template[${PLACEHOLDER_LANGUAGE_ATTRIBUTE}="${html.lang}"]`,
    ) ?? document.querySelector<HTMLTemplateElement>(`template[${PLACEHOLDER_LANGUAGE_ATTRIBUTE}]`);
  if (!root || !template || !placeholderWanted(pathname, signedIn)) return false;

  const frame = template.content.cloneNode(true) as DocumentFragment;
  const parts = placeholderParts(pathname, hints);
  for (const part of frame.querySelectorAll(`[${PLACEHOLDER_PART_ATTRIBUTE}]`)) {
    const name = part.getAttribute(PLACEHOLDER_PART_ATTRIBUTE) as PlaceholderPart | null;
    if (!name || !parts.has(name)) part.remove();
  }
  const placeholder = document.createElement('div');
  placeholder.id = PLACEHOLDER_ID;
  placeholder.append(frame);

  const settings = readStoredLayoutSettings();
  applyLayoutPreferences(settings, html);
  html.setAttribute(PLACEHOLDER_MENU_MODE_ATTRIBUTE, settings.menuMode);
  root.before(placeholder);
  root.hidden = true;
  removeOnTakeover(root, placeholder);
  return true;
}

/**
 * The panel renders into its hidden root meanwhile. While what it shows is a loading state that
 * the frame stands for (KeepsPlaceholder), the frame stays; the first time it shows anything
 * else, the frame goes and the root shows, in the same frame of the screen (the observer runs
 * before the browser paints). Anything but the panel's own frame gets the default scale back.
 */
function removeOnTakeover(root: HTMLElement, placeholder: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (!root.firstChild || root.querySelector(`[${PLACEHOLDER_KEPT_ATTRIBUTE}]`)) return;
    observer.disconnect();
    placeholder.remove();
    root.hidden = false;
    const html = document.documentElement;
    html.removeAttribute(PLACEHOLDER_MENU_MODE_ATTRIBUTE);
    if (!root.querySelector(`[${SIGNED_IN_FRAME_ATTRIBUTE}]`)) clearLayoutPreferences(html);
  });
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * The frame now; or, on a page the browser prepares ahead while a person signs in (nobody was
 * signed in when it was parsed), as it is shown, for whoever is signed in then, in the language
 * and color mode stored then: they see the frame, not the panel's spinner, while their session
 * and account load.
 */
export function showPlaceholderOnceShown(): void {
  if (!isPrerendering()) {
    showPlaceholder();
    return;
  }
  void whenShown().then(() => {
    applyStoredChoices();
    showPlaceholder();
  });
}
