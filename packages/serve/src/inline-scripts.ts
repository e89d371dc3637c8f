import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A <script> with its code in the page, not loaded from a `src`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * CSP sources allowing the inline scripts of these pages, and no other: the
 * build puts small scripts in pages that must run before any bundle does.
 */
export function inlineScriptSourcesOf(files: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const [, script = ''] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      sources.add(scriptHashSource(script));
    }
  }
  return [...sources];
}
