import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '@care/ui';

/**
 * A component loaded the first time it renders, taken from its module by export name: a
 * remote's first page then carries only itself, and its forms and dialogs (with the form kit
 * they bring) come when opened.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : never {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<object>,
  })) as never;
}

/** Shows the loading state while a lazily loaded page below it arrives. */
export function LoadingBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
