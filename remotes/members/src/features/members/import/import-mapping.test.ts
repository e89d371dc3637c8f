import type { MemberImportPreview } from '@care/contracts/member';
import { guessMapping, roleOfValue, sampleValues, toImportMapping } from './import-mapping';

const polish: MemberImportPreview = {
  columns: ['Imię', 'Nazwisko', 'E-mail', 'Rola', 'Własne konto', 'Uwagi'],
  sampleRows: [
    ['Bożena', 'Chmielewska', 'b@example.net', 'podopieczny', 'tak', ''],
    ['Czesław', 'Dziedzic', 'c@example.net', 'asystent', 'tak', ''],
    ['Halina', 'Erdmann', 'h@example.net', 'podopieczny', 'nie', ''],
  ],
  rowCount: 9,
};

describe('import mapping', () => {
  it('guesses the columns and values of a file with usual headers', () => {
    const guess = guessMapping(polish);
    expect(guess).toEqual({
      firstNameColumn: 'Imię',
      lastNameColumn: 'Nazwisko',
      emailColumn: 'E-mail',
      roleColumn: 'Rola',
      roleValues: { BENEFICIARY: 'podopieczny', ASSISTANT: 'asystent', OPERATOR: '' },
      isOwnAccountColumn: 'Własne konto',
      ownAccountValue: 'tak',
      guardianValue: 'nie',
    });
    expect(toImportMapping(guess)).toEqual({
      firstNameColumn: 'Imię',
      lastNameColumn: 'Nazwisko',
      emailColumn: 'E-mail',
      roleColumn: 'Rola',
      roleMap: { BENEFICIARY: 'podopieczny', ASSISTANT: 'asystent' },
      isOwnAccountMap: { tak: true, nie: false },
      isOwnAccountColumn: 'Własne konto',
    });
  });

  it('leaves what it cannot guess empty, and sends no account column when none is chosen', () => {
    const guess = guessMapping({ columns: ['A', 'B'], sampleRows: [['x', 'y']], rowCount: 1 });
    expect(guess.firstNameColumn).toBe('');
    expect(guess.isOwnAccountColumn).toBe('');
    const mapping = toImportMapping({
      ...guess,
      roleValues: { ...guess.roleValues, ASSISTANT: ' x ' },
    });
    expect(mapping).not.toHaveProperty('isOwnAccountColumn');
    expect(mapping.isOwnAccountMap).toEqual({});
    expect(mapping.roleMap).toEqual({ ASSISTANT: 'x' });
  });

  it('lists a column’s sample values once each, and reads a cell’s role as the API will', () => {
    expect(sampleValues(polish, 'Rola')).toEqual(['podopieczny', 'asystent']);
    expect(sampleValues(polish, 'Uwagi')).toEqual([]);
    const guess = guessMapping(polish);
    expect(roleOfValue(guess, ' Podopieczny ')).toBe('BENEFICIARY');
    expect(roleOfValue(guess, 'koordynator')).toBeUndefined();
  });
});
