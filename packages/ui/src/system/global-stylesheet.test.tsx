import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { panelGlobalStylesheet } from './global-stylesheet';
import { createPanelSystem } from './system';
import { UiProvider } from './UiProvider';

/** The rules emotion inserts while `renderPage` runs, as the text it hands the browser. */
function rulesInsertedBy(renderPage: () => void): string[] {
  const insertRule = jest.spyOn(CSSStyleSheet.prototype, 'insertRule');
  try {
    renderPage();
    return insertRule.mock.calls.map(([rule]) => rule);
  } finally {
    insertRule.mockRestore();
  }
}

describe('the panel’s global stylesheet', () => {
  it('holds exactly what Chakra’s provider inserts at run time, so linking it instead changes no style', () => {
    const inserted = rulesInsertedBy(() =>
      render(
        <ChakraProvider value={createPanelSystem()}>
          <p>page</p>
        </ChakraProvider>,
      ),
    );
    const stylesheet = panelGlobalStylesheet();
    expect(stylesheet).toContain('--chakra-colors-red-500:');
    expect(inserted.join('')).toBe(stylesheet);
  });

  it('gives dark mode its own token values', () => {
    expect(panelGlobalStylesheet()).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
  });

  it('is not built in the page: the panel’s provider inserts only the order of its layers', () => {
    const inserted = rulesInsertedBy(() =>
      render(
        <UiProvider>
          <p>page</p>
        </UiProvider>,
      ),
    );
    expect(inserted).toEqual(['@layer reset,base,tokens,recipes;']);
  });
});
