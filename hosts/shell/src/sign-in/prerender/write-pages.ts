// Build step after webpack: writes each sign-in page rendered ahead of time
// (dist/sign-in/auth/login.html, …) so it paints from HTML and CSS alone; the
// bundle starts when the visitor shows intent (../before-start) and takes the
// page over without re-rendering it (../start-sign-in-pages).
import { initI18n, languages, DEFAULT_LANGUAGE } from '@care/i18n';
import { prerenderedSignInPageHtml, SIGN_IN_PAGES_HTML, signInPagePaths } from '@care/contracts';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registerShellResources } from '../../app/i18n/shell-i18n';
import {
  APP_SCRIPT_META_NAME,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  ROOT_ELEMENT_ID,
} from '../prerendered-page';
import { renderSignInPage } from './render-page';

const shellDir = path.resolve(__dirname, '../../..');
const distDir = path.join(shellDir, 'dist');

interface InlineScripts {
  head: string;
  body: string;
}

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
  if (!output) throw new Error('The script before start bundled to nothing');
  return output.text.trim();
}

const DEFERRED_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;

/** The bundle's page with its scripts named only, for the inline script to run on intent. */
function templateNamingScripts(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map(([, source]) => source);
  if (sources.length === 0) throw new Error(`${SIGN_IN_PAGES_HTML} loads no script`);
  const names = sources
    .map((source) => `<meta name="${APP_SCRIPT_META_NAME}" content="${source}">`)
    .join('');
  return html.replace(DEFERRED_SCRIPT, '').replace('</head>', `${names}</head>`);
}

async function writePage(
  template: string,
  pagePath: string,
  scripts: InlineScripts,
): Promise<string> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const rendered = new Map<string, string>();
  for (const language of languages) {
    rendered.set(language, await renderSignInPage(pagePath, language, cache));
  }
  const styles = emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks([...rendered.values()].join('')),
  );
  const otherLanguages = languages
    .filter((language) => language !== DEFAULT_LANGUAGE)
    .map(
      (language) =>
        `<template ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${rendered.get(language)}</template>`,
    )
    .join('');
  const emptyRoot = `<div id="${ROOT_ELEMENT_ID}"></div>`;
  if (!template.includes(emptyRoot)) throw new Error(`${SIGN_IN_PAGES_HTML} has no ${emptyRoot}`);
  const page = template
    .replace('</head>', `<script>${scripts.head}</script>${styles}</head>`)
    .replace(
      emptyRoot,
      `<div id="${ROOT_ELEMENT_ID}" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${DEFAULT_LANGUAGE}">` +
        `${rendered.get(DEFAULT_LANGUAGE)}</div>${otherLanguages}<script>${scripts.body}</script>`,
    );
  const file = path.join(distDir, prerenderedSignInPageHtml(pagePath));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  return file;
}

async function main(): Promise<void> {
  initI18n();
  registerShellResources();
  const template = templateNamingScripts(
    await readFile(path.join(distDir, SIGN_IN_PAGES_HTML), 'utf8'),
  );
  const scripts = { head: await inlineScript('head.ts'), body: await inlineScript('body.ts') };
  for (const pagePath of Object.values(signInPagePaths)) {
    const file = await writePage(template, pagePath, scripts);
    console.log(`prerendered ${pagePath} -> ${path.relative(shellDir, file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
