import { Skeleton, Stack } from '@care/ui';
import { lazy, Suspense } from 'react';

// react-markdown and its parser are the remote's heaviest part: they load with the first
// document shown, never with the list.
const MarkdownView = lazy(() => import('./MarkdownView'));

export function MarkdownSkeleton() {
  return (
    <Stack gap="2" aria-hidden="true">
      <Skeleton h="6" w="50%" />
      <Skeleton h="4" />
      <Skeleton h="4" w="80%" />
    </Stack>
  );
}

/** A document's Markdown, rendered once its renderer has loaded. */
export function LazyMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<MarkdownSkeleton />}>
      <MarkdownView>{children}</MarkdownView>
    </Suspense>
  );
}
