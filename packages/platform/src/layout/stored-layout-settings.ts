/*
 * The layout settings' values and how they are kept, without the store: the panel's page reads
 * them before any script of the panel runs, to paint its frame as the user set it up.
 */

export type MenuMode = 'static' | 'overlay';
/** Outlined inputs have a border on a clear field; filled ones a tinted field without one. */
export type InputStyle = 'outlined' | 'filled';

/** The default scale, 14: the root font size in pixels that every rem scales from. */
export const DEFAULT_LAYOUT_SCALE = 14;
/** The scales a user may pick, around the default. */
export const LAYOUT_SCALES = [12, 13, 14, 15, 16] as const;
export type LayoutScale = (typeof LAYOUT_SCALES)[number];

export interface StoredLayoutSettings {
  menuMode: MenuMode;
  /** A press effect on buttons and menu items. */
  ripple: boolean;
  scale: LayoutScale;
  inputStyle: InputStyle;
}

export const LAYOUT_SETTINGS_STORAGE_KEY = 'layoutSettings';

export const defaultLayoutSettings = {
  menuMode: 'static',
  ripple: true,
  scale: DEFAULT_LAYOUT_SCALE,
  inputStyle: 'outlined',
} as const satisfies StoredLayoutSettings;

const oneOf = <T>(choices: readonly T[], value: unknown, otherwise: T): T =>
  choices.includes(value as T) ? (value as T) : otherwise;

/**
 * The settings the store keeps in this browser (`{ state, version }` under
 * LAYOUT_SETTINGS_STORAGE_KEY), each missing or unknown one at its default.
 */
export function readStoredLayoutSettings(): StoredLayoutSettings {
  let state: Record<string, unknown> = {};
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? '{}');
    const inside = (kept as { state?: unknown } | null)?.state;
    if (typeof inside === 'object' && inside !== null) state = inside as Record<string, unknown>;
  } catch {
    // Nothing kept, unreadable or blocked storage: the defaults.
  }
  const defaults = defaultLayoutSettings;
  return {
    menuMode: oneOf<MenuMode>(['static', 'overlay'], state.menuMode, defaults.menuMode),
    ripple: typeof state.ripple === 'boolean' ? state.ripple : defaults.ripple,
    scale: oneOf<LayoutScale>(LAYOUT_SCALES, state.scale, defaults.scale),
    inputStyle: oneOf<InputStyle>(['outlined', 'filled'], state.inputStyle, defaults.inputStyle),
  };
}
