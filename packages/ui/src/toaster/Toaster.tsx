import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useFeedbackTranslation } from '../feedback/i18n';
import { toaster } from '../feedback/toaster';

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
