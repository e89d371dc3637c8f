import { setLanguage, type Language } from '@care/i18n';
import { MemoryRouter } from '@care/platform/router';
import { UiProvider } from '@care/ui';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { SignedInPlaceholder } from '../SignedInPlaceholder';

/** The painted frame's markup in a language, every part in it. Styles go to `cache`. */
export async function renderPlaceholder(language: Language, cache: EmotionCache): Promise<string> {
  await setLanguage(language);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <UiProvider>
        <MemoryRouter>
          <SignedInPlaceholder />
        </MemoryRouter>
      </UiProvider>
    </CacheProvider>,
  );
  return text(prelude);
}
