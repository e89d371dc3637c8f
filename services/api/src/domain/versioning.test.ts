import { problemTypes } from '@care/contracts';
import { DomainError } from './errors';
import { assertCurrentVersion, matchesVersion } from './versioning';

describe('expected versions', () => {
  it('match only the current version, any version for `any` or when none was named', () => {
    expect(matchesVersion(3, 3)).toBe(true);
    expect(matchesVersion(2, 3)).toBe(false);
    expect(matchesVersion(null, 3)).toBe(false);
    expect(matchesVersion('any', 3)).toBe(true);
    expect(matchesVersion(undefined, 3)).toBe(true);
  });

  it('refuse a write based on a stale version as precondition-failed', () => {
    expect(() => assertCurrentVersion(3, 3)).not.toThrow();
    let thrown: unknown;
    try {
      assertCurrentVersion(2, 3);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ type: problemTypes.preconditionFailed });
  });
});
