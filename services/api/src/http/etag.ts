import type { ExpectedVersion } from '../domain/versioning';

/** A version as a strong entity tag: `"3"`. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/**
 * The version an If-Match header names: undefined when absent, `any` for `*`, else the version
 * (`3`, `"3"` or `W/"3"`); null when it names none, which can never match.
 */
export function parseIfMatch(header: string | undefined): ExpectedVersion {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return 'any';
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(value);
  return match?.[1] ? Number(match[1]) : null;
}
