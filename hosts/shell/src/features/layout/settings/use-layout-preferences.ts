import { useLayoutSettings } from '@care/platform';
import { applyLayoutPreferences, clearLayoutPreferences } from '@care/ui';
import { useLayoutEffect } from 'react';

/**
 * Puts the scale, input style and ripple settings on <html> while the
 * signed-in layout is shown, before paint so a page never shows the wrong
 * size first. The sign-in pages keep the defaults.
 */
export function useLayoutPreferences(): void {
  const scale = useLayoutSettings((settings) => settings.scale);
  const inputStyle = useLayoutSettings((settings) => settings.inputStyle);
  const ripple = useLayoutSettings((settings) => settings.ripple);
  useLayoutEffect(() => {
    applyLayoutPreferences({ scale, inputStyle, ripple });
  }, [scale, inputStyle, ripple]);
  useLayoutEffect(() => clearLayoutPreferences, []);
}
