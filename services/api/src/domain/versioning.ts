import { problems } from './errors';

/**
 * The version a writer last read, which its write is based on: undefined when it named none
 * (callers other than the panel may leave it out), `any` when it accepts whatever is stored, and
 * null when it named something that is no version, which can never match.
 */
export type ExpectedVersion = number | 'any' | null | undefined;

export function matchesVersion(expected: ExpectedVersion, version: number): boolean {
  return expected === undefined || expected === 'any' || expected === version;
}

/** A write based on a stale read is refused (412), so no edit silently overwrites another. */
export function assertCurrentVersion(expected: ExpectedVersion, version: number): void {
  if (!matchesVersion(expected, version)) throw problems.preconditionFailed();
}
