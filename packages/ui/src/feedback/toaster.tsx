import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { useFeedbackTranslation } from './i18n';

/** Spec §9: every toast stays 5 seconds unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

/**
 * The one toast queue of the panel. @care/ui is a federation singleton, so a remote's
 * `toaster.success(...)` shows in the shell's `<Toaster/>`.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/** Renders the queued toasts; mount it once, beside the app's routes. */
export function Toaster() {
  const { t } = useFeedbackTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && (
              <Toast.CloseTrigger aria-label={t('common:actions.close')} />
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
