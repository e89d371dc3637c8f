// Build step after webpack: the panel's page (dist/index.html) starts its bundle from an inline
// script in its head, and carries the frame it paints before that bundle runs, in each language.
import { languages } from '@care/i18n';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  distDir,
  EMPTY_ROOT,
  inlineScript,
  STYLESHEET_LINK,
  templateNamingScripts,
  writeStylesheet,
} from '../../prerender/page-files';
import { PLACEHOLDER_LANGUAGE_ATTRIBUTE } from '../placeholder-markup';
import { renderPlaceholder } from './render-placeholder';

const PANEL_PAGE_HTML = 'index.html';

/** The id of the page's last element: the first paint waits until it is parsed. */
const LAST_ELEMENT_ID = 'panel-parsed';

/** The frame in every language, each in a <template> for the inline script to pick from. */
async function placeholderTemplates() {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const rendered = new Map<string, string>();
  for (const language of languages)
    rendered.set(language, await renderPlaceholder(language, cache));
  // The panel's frame is drawn with the same classes (frame-styles, the dashboard's parts):
  // emotion learns they are in the page, and does not insert them again as it renders.
  const stylesheet = await writeStylesheet(emotion, [...rendered.values()].join(''), {
    dir: '',
    name: 'panel-placeholder',
    registerWithEmotion: true,
  });
  const templates = [...rendered]
    .map(
      ([language, markup]) =>
        `<template ${PLACEHOLDER_LANGUAGE_ATTRIBUTE}="${language}">${markup}</template>`,
    )
    .join('');
  return { stylesheet, templates };
}

/**
 * The head's script (../before-start/panel-head) goes above the page's stylesheets: a script
 * waits for every stylesheet above it, and a visitor it sends to the sign-in page needs none of
 * the panel's styles. The frame's templates and the script that shows one
 * (../before-start/panel-body) follow the root; the first paint waits for them to be parsed, so
 * it is never a page without its frame.
 */
export async function writePanelPage(): Promise<void> {
  const file = path.join(distDir, PANEL_PAGE_HTML);
  const page = templateNamingScripts(await readFile(file, 'utf8'), PANEL_PAGE_HTML);
  if (!page.includes(EMPTY_ROOT)) throw new Error(`${PANEL_PAGE_HTML} has no ${EMPTY_ROOT}`);
  const headScript = await inlineScript('panel-page/before-start/panel-head.ts');
  const bodyScript = await inlineScript('panel-page/before-start/panel-body.ts');
  const { stylesheet, templates } = await placeholderTemplates();
  const stylesheets = [...(page.match(STYLESHEET_LINK) ?? []), stylesheet];
  await writeFile(
    file,
    page
      .replace(STYLESHEET_LINK, '')
      .replace(
        '</head>',
        `<link rel="expect" href="#${LAST_ELEMENT_ID}" blocking="render">` +
          `<script>${headScript}</script>${stylesheets.join('')}</head>`,
      )
      .replace(
        EMPTY_ROOT,
        `${EMPTY_ROOT}${templates}<script id="${LAST_ELEMENT_ID}">${bodyScript}</script>`,
      ),
  );
  console.log(`panel page paints its frame before its bundle -> dist/${PANEL_PAGE_HTML}`);
}
