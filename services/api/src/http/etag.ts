/** A version as a strong entity tag: `"3"`. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/**
 * What an If-Match header asks for: undefined when absent, `any` for `*`, else the version it
 * names (`3`, `"3"` or `W/"3"`); null when it names none, which can never match.
 */
export function parseIfMatch(header: string | undefined): number | 'any' | null | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return 'any';
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(value);
  return match?.[1] ? Number(match[1]) : null;
}

export function matchesVersion(ifMatch: ReturnType<typeof parseIfMatch>, version: number): boolean {
  return ifMatch === undefined || ifMatch === 'any' || ifMatch === version;
}
