// Build step after webpack: writes each sign-in page rendered ahead of time
// (dist/sign-in/auth/login.html, …) so it paints from HTML and CSS alone; the
// bundle starts when the visitor shows intent (../before-start) and takes the
// page over without re-rendering it (../start-sign-in-pages).
import { DEFAULT_LANGUAGE, languages, type Language } from '@care/i18n';
import {
  prerenderedSignInPageHtml,
  SIGN_IN_PAGES_DIR,
  SIGN_IN_PAGES_HTML,
  signInPagePaths,
} from '@care/contracts/sign-in-pages';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOAD_GRAPH_FILE } from '@care/mf-config/src/load-graph.cjs';
import { routes } from '@care/platform/routes';
import {
  distDir,
  EMPTY_ROOT,
  inlineScript,
  shellDir,
  templateNamingScripts,
  writeStylesheet,
} from '../../prerender/page-files';
import {
  LAST_ELEMENT_ID,
  PANEL_SCRIPTS_META_NAME,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  ROOT_ELEMENT_ID,
} from '../prerendered-page';
import { panelPageRulesElement } from '../prepare-panel';
import { panelScriptsAfterSignIn } from './panel-scripts';
import { renderSignInPage } from './render-page';

/** The <meta> naming the panel's scripts that the sign-in pages fetch ahead (../before-start). */
async function panelScriptsMeta(): Promise<string> {
  const graph = JSON.parse(await readFile(path.join(distDir, LOAD_GRAPH_FILE), 'utf8'));
  const scripts = panelScriptsAfterSignIn(graph);
  console.log(`sign-in pages fetch ahead ${scripts.length} scripts of the panel`);
  return `<meta name="${PANEL_SCRIPTS_META_NAME}" content="${scripts.join(' ')}">`;
}

type RenderedPage = ReadonlyMap<Language, string>;

/** Every page in every language, their styles gathered in one emotion cache. */
async function renderPages(cache: EmotionCache): Promise<Map<string, RenderedPage>> {
  const pages = new Map<string, RenderedPage>();
  for (const pagePath of Object.values(signInPagePaths)) {
    const rendered = new Map<Language, string>();
    for (const language of languages) {
      rendered.set(language, await renderSignInPage(pagePath, language, cache));
    }
    pages.set(pagePath, rendered);
  }
  return pages;
}

async function writePage(
  template: string,
  pagePath: string,
  rendered: RenderedPage,
  bodyScript: string,
) {
  const otherLanguages = languages
    .filter((language) => language !== DEFAULT_LANGUAGE)
    .map(
      (language) =>
        `<template ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${rendered.get(language)}</template>`,
    )
    .join('');
  const page = template.replace(
    EMPTY_ROOT,
    `<div id="${ROOT_ELEMENT_ID}" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${DEFAULT_LANGUAGE}">` +
      `${rendered.get(DEFAULT_LANGUAGE)}</div>${otherLanguages}` +
      `<script id="${LAST_ELEMENT_ID}">${bodyScript}</script>`,
  );
  const file = path.join(distDir, prerenderedSignInPageHtml(pagePath));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  return file;
}

/** The sign-in pages, each in every language, with their stylesheet. */
export async function writeSignInPages(): Promise<void> {
  const bundlePage = await readFile(path.join(distDir, SIGN_IN_PAGES_HTML), 'utf8');
  if (!bundlePage.includes(EMPTY_ROOT)) {
    throw new Error(`${SIGN_IN_PAGES_HTML} has no ${EMPTY_ROOT}`);
  }
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const pages = await renderPages(cache);
  const allMarkup = [...pages.values()].flatMap((rendered) => [...rendered.values()]).join('');
  // The bundle takes the pages over without re-rendering them: emotion learns their styles.
  const stylesheet = await writeStylesheet(emotion, allMarkup, {
    dir: SIGN_IN_PAGES_DIR,
    name: 'styles',
    registerWithEmotion: true,
  });
  const headScript = await inlineScript('sign-in/before-start/head.ts');
  const bodyScript = await inlineScript('sign-in/before-start/body.ts');
  const template = templateNamingScripts(bundlePage, SIGN_IN_PAGES_HTML).replace(
    '</head>',
    `${await panelScriptsMeta()}${panelPageRulesElement(routes.dashboard())}` +
      `<link rel="expect" href="#${LAST_ELEMENT_ID}" blocking="render">` +
      `<script>${headScript}</script>${stylesheet}</head>`,
  );
  for (const [pagePath, rendered] of pages) {
    const file = await writePage(template, pagePath, rendered, bodyScript);
    console.log(`prerendered ${pagePath} -> ${path.relative(shellDir, file)}`);
  }
}
