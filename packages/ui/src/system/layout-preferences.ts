import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The layout settings that change how the whole page looks (ripple,
 * scale, input style) are attributes on <html>, so the one stylesheet of the
 * system follows them without re-rendering anything.
 */
export interface LayoutPreferences {
  /** Root font size in pixels; every rem-based token scales from it. */
  scale: number;
  inputStyle: 'outlined' | 'filled';
  ripple: boolean;
}

const RIPPLE_ATTRIBUTE = 'data-ripple';
const INPUT_STYLE_ATTRIBUTE = 'data-input-style';

/** Styles that only apply while the user chose filled inputs (see `outlined` in system.ts). */
export const FILLED_INPUTS_SELECTOR = `html[${INPUT_STYLE_ATTRIBUTE}=filled] &`;

export function applyLayoutPreferences(
  { scale, inputStyle, ripple }: LayoutPreferences,
  root: HTMLElement = document.documentElement,
): void {
  root.style.fontSize = `${scale}px`;
  root.setAttribute(INPUT_STYLE_ATTRIBUTE, inputStyle);
  root.toggleAttribute(RIPPLE_ATTRIBUTE, ripple);
}

/** Back to the stylesheet's defaults (14 px, outlined, no ripple), e.g. when the signed-in layout leaves. */
export function clearLayoutPreferences(root: HTMLElement = document.documentElement): void {
  root.style.removeProperty('font-size');
  root.removeAttribute(INPUT_STYLE_ATTRIBUTE);
  root.removeAttribute(RIPPLE_ATTRIBUTE);
}

const RIPPLE_TARGETS = ':is(.chakra-button, .chakra-menu__item)';

/**
 * The ripple: a circle of the element's own text color that grows from its
 * centre and fades when it is pressed. Pure CSS, so it costs no script; the
 * circle is a background of a pseudo-element covering the element, so it never
 * spills out of it and the element keeps its overflow (badges, focus rings).
 * Off without the setting, and for anyone who asked the system for less motion.
 */
export const rippleGlobalCss: Record<string, SystemStyleObject> = {
  [`html[${RIPPLE_ATTRIBUTE}] ${RIPPLE_TARGETS}`]: {
    position: 'relative',
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '0',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      backgroundImage: 'radial-gradient(circle, currentColor 10%, transparent 10.01%)',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: '50%',
      backgroundSize: '1000% 1000%',
      opacity: '0',
      transition: 'background-size 0.5s, opacity 0.8s',
    },
    '&:active::after': { backgroundSize: '0% 0%', opacity: '0.2', transition: '0s' },
    _motionReduce: { '&::after': { display: 'none' } },
  },
};

/**
 * Opening and closing drawers, dialogs and menus is near-instant for anyone
 * who asked the system for less motion. Only parts with an open/closed state
 * (`data-state`): a spinner keeps turning, since a still one looks stuck.
 */
export const reducedMotionGlobalCss: Record<string, SystemStyleObject> = {
  '[data-state]': {
    _motionReduce: { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
};
