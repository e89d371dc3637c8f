import { agreementWith } from './agreement';
import { stringsOf, workspaceResources } from './testing/workspace-resources';

const resources = (language: 'pl' | 'en') =>
  workspaceResources().filter((resource) => resource.language === language);

/** A word with both endings glued on: "zmienił(a)", "przyjął/ęła", "Asystent(ka)". */
const bothEndings = /\p{L}\((a|y|i|e|ka|ła)\)|\p{L}\/(a|ka|ła)\b/u;

describe('lines that agree with a person', () => {
  it('are chosen by the form of address, and by nothing when it is unknown', () => {
    expect(agreementWith('PANI')).toEqual({ context: 'female' });
    expect(agreementWith('PAN')).toEqual({ context: 'male' });
    expect(agreementWith(null)).toEqual({});
    expect(agreementWith(undefined)).toEqual({});
  });

  it('never glue both endings onto one Polish word', () => {
    const glued = resources('pl').flatMap(({ file, strings }) =>
      stringsOf(strings)
        .filter(([, value]) => bothEndings.test(value))
        .map(([key, value]) => `${file} ${key}: ${value}`),
    );
    expect(glued).toEqual([]);
  });

  it('come in Polish as a pair beside a neutral line, and English has none', () => {
    const unpaired = resources('pl').flatMap(({ file, strings }) => {
      const keys = new Set(stringsOf(strings).map(([key]) => key));
      return [...keys]
        .filter((key) => /_(female|male)$/.test(key))
        .flatMap((key) => {
          const base = key.replace(/_(female|male)$/, '');
          return [`${base}_female`, `${base}_male`, base]
            .filter((needed) => !keys.has(needed))
            .map((missing) => `${file} ${missing}`);
        });
    });
    expect(unpaired).toEqual([]);
    const english = resources('en').flatMap(({ file, strings }) =>
      stringsOf(strings)
        .filter(([key]) => /_(female|male)$/.test(key))
        .map(([key]) => `${file} ${key}`),
    );
    expect(english).toEqual([]);
  });
});
