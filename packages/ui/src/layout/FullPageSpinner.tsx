import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

export interface FullPageSpinnerProps {
  /** Announced to screen readers, e.g. 'Loading…'. */
  label: string;
}

/** Fills the screen while the session or the account is being established. */
export function FullPageSpinner({ label }: FullPageSpinnerProps) {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="lg" color="colorPalette.solid" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
