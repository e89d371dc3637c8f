import { answerSignInAgain, useSignInAgainQuestion } from '@care/platform';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';

/** Could not be fetched: the refused request fails as it was, rather than waiting forever. */
function Unavailable() {
  useEffect(() => answerSignInAgain(false), []);
  return null;
}

// Fetched only when a step asks for it: most days nobody deletes anything.
const SignInAgainDialog = lazy<ComponentType>(() =>
  import(/* webpackChunkName: "sign-in-again" */ './SignInAgainDialog').catch((error: unknown) => {
    console.warn('The sign-in-again prompt could not be loaded', error);
    return { default: Unavailable };
  }),
);

/**
 * Mounted by the signed-in frame: while it is, a request refused for an old sign-in waits for the
 * person to sign in again here and is then sent once more.
 */
export function SignInAgainPrompt() {
  const asked = useSignInAgainQuestion();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog />
    </Suspense>
  );
}
