// Build step after webpack: writes each sign-in page rendered ahead of time
// (dist/sign-in/auth/login.html, …) so it paints from HTML and CSS alone; the
// bundle starts when the visitor shows intent (../before-start) and takes the
// page over without re-rendering it (../start-sign-in-pages).
import { DEFAULT_LANGUAGE, initI18n, languages, type Language } from '@care/i18n';
import {
  prerenderedSignInPageHtml,
  SIGN_IN_PAGES_DIR,
  SIGN_IN_PAGES_HTML,
  signInPagePaths,
} from '@care/contracts/sign-in-pages';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registerShellResources } from '../../app/i18n/shell-i18n';
import {
  APP_SCRIPT_META_NAME,
  LAST_ELEMENT_ID,
  PANEL_SCRIPTS_META_NAME,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  ROOT_ELEMENT_ID,
} from '../prerendered-page';
import { LOAD_GRAPH_FILE } from '@care/mf-config/src/load-graph.cjs';
import { panelScriptsAfterSignIn } from './panel-scripts';
import { renderSignInPage } from './render-page';

const shellDir = path.resolve(__dirname, '../../..');
const distDir = path.join(shellDir, 'dist');
const PANEL_PAGE_HTML = 'index.html';
const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/** A script that runs before the bundle, minified for inlining. */
async function inlineScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, '../before-start', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    absWorkingDir: shellDir,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`before-start/${entry} bundled to nothing`);
  return output.text.trim();
}

const DEFERRED_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;

/** A bundle's page with its scripts named only, for an inline script to start them. */
function templateNamingScripts(html: string, page: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map(([, source]) => source);
  // Run twice, the page names its scripts already: webpack writes it afresh.
  if (sources.length === 0) throw new Error(`${page} loads no script: build with webpack first`);
  const names = sources
    .map((source) => `<meta name="${APP_SCRIPT_META_NAME}" content="${source}">`)
    .join('');
  return html.replace(DEFERRED_SCRIPT, '').replace('</head>', `${names}</head>`);
}

/** The <meta> naming the panel's scripts that the sign-in pages fetch ahead (../before-start). */
async function panelScriptsMeta(): Promise<string> {
  const graph = JSON.parse(await readFile(path.join(distDir, LOAD_GRAPH_FILE), 'utf8'));
  const scripts = panelScriptsAfterSignIn(graph);
  console.log(`sign-in pages fetch ahead ${scripts.length} scripts of the panel`);
  return `<meta name="${PANEL_SCRIPTS_META_NAME}" content="${scripts.join(' ')}">`;
}

/** A `<link rel="stylesheet">` as html-webpack-plugin writes it. */
const STYLESHEET_LINK = /<link [^>]*rel="stylesheet"[^>]*>/g;

/**
 * The panel's page starts its bundle from a script in its head
 * (../before-start/start-panel), which first sends a visitor nobody is signed
 * in for at the start page to the sign-in page, before any of the panel loads.
 */
async function writePanelPage(): Promise<void> {
  const file = path.join(distDir, PANEL_PAGE_HTML);
  const page = templateNamingScripts(await readFile(file, 'utf8'), PANEL_PAGE_HTML);
  const headScript = await inlineScript('panel-head.ts');
  // The script goes above the page's stylesheets: a script waits for every stylesheet above it,
  // and a visitor it sends to the sign-in page needs none of the panel's styles.
  const stylesheets = page.match(STYLESHEET_LINK) ?? [];
  await writeFile(
    file,
    page
      .replace(STYLESHEET_LINK, '')
      .replace('</head>', `<script>${headScript}</script>${stylesheets.join('')}</head>`),
  );
  console.log(`panel page starts its bundle from its head -> dist/${PANEL_PAGE_HTML}`);
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

/**
 * The pages' styles as one stylesheet, cached across the three pages, and the
 * empty <style> tags through which emotion in the browser learns they are
 * there. A stylesheet rather than inline styles: the page's HTML stays small
 * enough to be parsed before its first paint, so that paint is never half a page.
 */
async function writeStylesheet(emotion: EmotionServer, html: string) {
  const { styles } = emotion.extractCriticalToChunks(html);
  const css = styles.map((chunk) => chunk.css).join('');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const file = `styles.${hash}.css`;
  await writeFile(path.join(distDir, SIGN_IN_PAGES_DIR, file), css);
  const registrations = styles
    .map(({ key, ids }) => `<style data-emotion="${[key, ...ids].join(' ')}"></style>`)
    .join('');
  return `<link rel="stylesheet" href="/${SIGN_IN_PAGES_DIR}/${file}">${registrations}`;
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

async function main(): Promise<void> {
  initI18n();
  registerShellResources();
  const bundlePage = await readFile(path.join(distDir, SIGN_IN_PAGES_HTML), 'utf8');
  await writePanelPage();
  if (!bundlePage.includes(EMPTY_ROOT)) {
    throw new Error(`${SIGN_IN_PAGES_HTML} has no ${EMPTY_ROOT}`);
  }
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const pages = await renderPages(cache);
  const allMarkup = [...pages.values()].flatMap((rendered) => [...rendered.values()]).join('');
  const stylesheet = await writeStylesheet(emotion, allMarkup);
  const headScript = await inlineScript('head.ts');
  const bodyScript = await inlineScript('body.ts');
  const template = templateNamingScripts(bundlePage, SIGN_IN_PAGES_HTML).replace(
    '</head>',
    `${await panelScriptsMeta()}<link rel="expect" href="#${LAST_ELEMENT_ID}" blocking="render">` +
      `<script>${headScript}</script>${stylesheet}</head>`,
  );
  for (const [pagePath, rendered] of pages) {
    const file = await writePage(template, pagePath, rendered, bodyScript);
    console.log(`prerendered ${pagePath} -> ${path.relative(shellDir, file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
