import { setLanguage, type Language } from '@care/i18n';
import { MemoryRouter } from '@care/platform/router';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { SignInApp } from '../SignInApp';

/**
 * The markup of a sign-in page in a language, as the browser's first render
 * makes it (the same tree), its lazy parts included. Styles go to `cache`.
 */
export async function renderSignInPage(
  pagePath: string,
  language: Language,
  cache: EmotionCache,
): Promise<string> {
  await setLanguage(language);
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[pagePath]}>{children}</MemoryRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <SignInApp Router={Router} />
    </CacheProvider>,
  );
  return text(prelude);
}
