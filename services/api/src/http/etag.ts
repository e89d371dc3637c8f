import type { Endpoint } from '@care/contracts';
import { z } from 'zod';
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

/**
 * Whether an endpoint answers the resource's version as its ETag, for the next If-Match: each
 * answer whose schema carries a version, and a change answered without a body (a resent
 * invitation), whose handler gives the version it left. A deletion leaves none.
 */
export function answersVersion(endpoint: Endpoint): boolean {
  if (endpoint.produces) return false;
  if (endpoint.response)
    return endpoint.response instanceof z.ZodObject && 'version' in endpoint.response.shape;
  return endpoint.ifMatch === true && endpoint.method !== 'DELETE';
}
