import { createToaster } from '@chakra-ui/react';

/** Every toast stays 5 seconds unless a caller says otherwise (docs/product.md, limits). */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toast queue of the panel. @care/ui is a federation singleton, so a remote's
 * `toaster.success(...)` shows in the shell's `<Toaster/>` (from `@care/ui/toaster`).
 * Toasts queued before that outlet has loaded show once it mounts.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
