// What the build steps that write pages after webpack share: where the build is, the bundle's
// scripts named instead of loaded, inline scripts, and the styles of prerendered markup.
import type { EmotionServer } from '@emotion/server/create-instance';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_SCRIPT_META_NAME, ROOT_ELEMENT_ID } from '../sign-in/prerendered-page';

export const shellDir = path.resolve(__dirname, '../..');
export const distDir = path.join(shellDir, 'dist');
export const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/** A script that runs before the bundle (a file under src), minified for inlining. */
export async function inlineScript(file: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(shellDir, 'src', file)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    absWorkingDir: shellDir,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${file} bundled to nothing`);
  return output.text.trim();
}

const DEFERRED_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;

/** A bundle's page with its scripts named only, for an inline script to start them. */
export function templateNamingScripts(html: string, page: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map(([, source]) => source);
  // Run twice, the page names its scripts already: webpack writes it afresh.
  if (sources.length === 0) throw new Error(`${page} loads no script: build with webpack first`);
  const names = sources
    .map((source) => `<meta name="${APP_SCRIPT_META_NAME}" content="${source}">`)
    .join('');
  return html.replace(DEFERRED_SCRIPT, '').replace('</head>', `${names}</head>`);
}

/** A `<link rel="stylesheet">` as html-webpack-plugin writes it. */
export const STYLESHEET_LINK = /<link [^>]*rel="stylesheet"[^>]*>/g;

/**
 * The styles of prerendered markup as one stylesheet under dist/`dir`, named by its content
 * (`name.<hash>.css`), and the link to it. A stylesheet rather than inline styles: the page's
 * HTML stays small enough to be parsed before its first paint, so that paint is never half a
 * page. With `registerWithEmotion`, also the empty <style> tags through which emotion in the
 * browser learns the styles are there, for markup the bundle takes over rather than replaces.
 */
export async function writeStylesheet(
  emotion: EmotionServer,
  html: string,
  { dir, name, registerWithEmotion }: { dir: string; name: string; registerWithEmotion: boolean },
): Promise<string> {
  const { styles } = emotion.extractCriticalToChunks(html);
  const css = styles.map((chunk) => chunk.css).join('');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const file = path.posix.join(dir, `${name}.${hash}.css`);
  await writeFile(path.join(distDir, file), css);
  const registrations = registerWithEmotion
    ? styles
        .map(({ key, ids }) => `<style data-emotion="${[key, ...ids].join(' ')}"></style>`)
        .join('')
    : '';
  return `<link rel="stylesheet" href="/${file}">${registrations}`;
}
