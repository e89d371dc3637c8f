import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * A step that cannot be taken back (deleting an account or an organization) needs a sign-in of
 * the last minutes; the API answers `reauthentication-required` otherwise. The API client then
 * asks here, the frame's prompt asks the person for their password (or the popup), and the
 * request is sent once more. Requests refused together share one question.
 */
interface SignInAgainState {
  /** Whether a request waits for the person to sign in again. */
  asked: boolean;
  /** How many prompts are on screen to answer; none (a remote run alone): nobody is asked. */
  prompts: number;
}

const useSignInAgainStore = create<SignInAgainState>()(() => ({ asked: false, prompts: 0 }));

let question: { answer: Promise<boolean>; settle: (signedIn: boolean) => void } | null = null;

/** Resolves true once the person signed in again, false when they cancelled or nobody can ask. */
export function askToSignInAgain(): Promise<boolean> {
  if (useSignInAgainStore.getState().prompts === 0) return Promise.resolve(false);
  if (!question) {
    let settle: (signedIn: boolean) => void = () => undefined;
    const answer = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    question = { answer, settle };
    useSignInAgainStore.setState({ asked: true });
  }
  return question.answer;
}

/** Ends the question: every request waiting on it is sent again (true) or fails as it was. */
export function answerSignInAgain(signedIn: boolean): void {
  const current = question;
  question = null;
  useSignInAgainStore.setState({ asked: false });
  current?.settle(signedIn);
}

/** For the prompt: whether it should show; while mounted, refused requests wait for it. */
export function useSignInAgainQuestion(): boolean {
  useEffect(() => {
    useSignInAgainStore.setState((state) => ({ prompts: state.prompts + 1 }));
    return () => {
      useSignInAgainStore.setState((state) => ({ prompts: state.prompts - 1 }));
      // The last prompt gone (signed out, the frame left): nobody will answer any more.
      if (useSignInAgainStore.getState().prompts === 0) answerSignInAgain(false);
    };
  }, []);
  return useSignInAgainStore((state) => state.asked);
}
