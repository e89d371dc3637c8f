import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { policyVersionSource } from './policy-versions';

const configured = { privacy: '2026-12-01', terms: '2026-12-01' };

describe('the policy versions in force', () => {
  let dir: string;
  let file: string;
  /** Written whole and moved into place, as a deployment replacing the file would. */
  const write = (text: string) => {
    writeFileSync(`${file}.next`, text);
    renameSync(`${file}.next`, file);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'care-policy-versions-'));
    file = join(dir, 'policy-versions.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are the configured ones when no file is named', () => {
    expect(policyVersionSource(configured)()).toEqual(configured);
  });

  it('follow the named file from the next use on, and the configured ones while it is absent', () => {
    const inForce = policyVersionSource(configured, file);
    expect(inForce()).toEqual(configured);

    write(JSON.stringify({ privacy: '2027-03-01' }));
    expect(inForce()).toEqual({ privacy: '2027-03-01', terms: '2026-12-01' });
    write(JSON.stringify({ privacy: '2027-03-01', terms: ' v7 ' }));
    expect(inForce()).toEqual({ privacy: '2027-03-01', terms: 'v7' });

    rmSync(file);
    expect(inForce()).toEqual(configured);
  });

  it('keep what was in force when the file is written wrong, and say why once', () => {
    write(JSON.stringify({ privacy: '2027-03-01' }));
    const unreadable = jest.fn();
    const inForce = policyVersionSource(configured, file, unreadable);
    expect(inForce()).toEqual({ privacy: '2027-03-01', terms: '2026-12-01' });

    write('{ "privacy": ');
    expect(inForce()).toEqual({ privacy: '2027-03-01', terms: '2026-12-01' });
    expect(inForce()).toEqual({ privacy: '2027-03-01', terms: '2026-12-01' });
    expect(unreadable).toHaveBeenCalledTimes(1);

    write(JSON.stringify({ privacy: 'x'.repeat(65) }));
    write(JSON.stringify({ privacy: '2027-03-01', other: 'y' }));
    expect(inForce()).toEqual({ privacy: '2027-03-01', terms: '2026-12-01' });
    expect(unreadable).toHaveBeenCalledTimes(2);

    write(JSON.stringify({ terms: 'v8' }));
    expect(inForce()).toEqual({ privacy: '2026-12-01', terms: 'v8' });
  });

  it('refuse to start from a file written wrong', () => {
    write(JSON.stringify({ privacy: '' }));
    expect(() => policyVersionSource(configured, file)).toThrow();
  });
});
