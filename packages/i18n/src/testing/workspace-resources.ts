import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One language's strings of one place: a remote, the shell, a package. */
export interface WorkspaceResource {
  /** The file, from the workspace root, e.g. `remotes/members/src/i18n/pl.json`. */
  file: string;
  language: 'pl' | 'en';
  strings: object;
}

const workspace = path.resolve(__dirname, '../../../..');
const roots = ['hosts', 'remotes', 'packages'];

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The plain objects a module exports, read at run time so the compiler does not follow it. */
function exportsOf(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as Record<string, unknown>;
}

/**
 * Every place's resources in the workspace, found by where they live: `i18n/pl.json` and
 * `i18n/en.json` (remotes, the shared ones), `i18n/pl.ts` and `i18n/en.ts` (the shell, the host
 * kit), and `locales.ts` exporting `pl` and `en` (the UI kit). A new remote is read without
 * being listed here.
 */
export function workspaceResources(): WorkspaceResource[] {
  const found: WorkspaceResource[] = [];
  for (const root of roots) {
    for (const project of readdirSync(path.join(workspace, root))) {
      const src = path.join(workspace, root, project, 'src');
      let files: string[];
      try {
        files = [...filesUnder(src)];
      } catch {
        continue;
      }
      for (const full of files) {
        const file = path.relative(workspace, full);
        const name = path.basename(full);
        const inI18n = path.basename(path.dirname(full)) === 'i18n' || file.includes('/resources/');
        const json = /^(pl|en)\.json$/.exec(name);
        const module = /^(pl|en)\.ts$/.exec(name);
        if (json && inI18n) {
          found.push({ file, language: json[1] as 'pl' | 'en', strings: exportsOf(full) });
        } else if (module && inI18n) {
          for (const value of Object.values(exportsOf(full)))
            if (typeof value === 'object' && value !== null)
              found.push({ file, language: module[1] as 'pl' | 'en', strings: value });
        } else if (name === 'locales.ts') {
          const { pl, en } = exportsOf(full) as { pl?: object; en?: object };
          if (pl) found.push({ file, language: 'pl', strings: pl });
          if (en) found.push({ file, language: 'en', strings: en });
        }
      }
    }
  }
  return found;
}

/** Every string of a resource tree with its dotted key. */
export function stringsOf(tree: object, prefix = ''): Array<[key: string, value: string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'object' && value !== null
      ? stringsOf(value as object, `${prefix}${key}.`)
      : typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : [],
  );
}
