import type { MemberImportPreview } from '@care/contracts/member';
import {
  guessMapping,
  mappingFormSchema,
  roleOfValue,
  sampleValues,
  toImportMapping,
} from './import-mapping';

const noCardColumns = {
  street: '',
  building: '',
  apartment: '',
  postalCode: '',
  city: '',
  accessNotes: '',
  careNotes: '',
  formOfAddress: '',
  homeOutpost: '',
};

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
      cardColumns: { ...noCardColumns, careNotes: 'Uwagi' },
    });
    expect(toImportMapping(guess)).toEqual({
      firstNameColumn: 'Imię',
      lastNameColumn: 'Nazwisko',
      emailColumn: 'E-mail',
      roleColumn: 'Rola',
      roleMap: { BENEFICIARY: 'podopieczny', ASSISTANT: 'asystent' },
      isOwnAccountMap: { tak: true, nie: false },
      isOwnAccountColumn: 'Własne konto',
      careNotesColumn: 'Uwagi',
    });
  });

  it.each([
    [
      'Polish',
      ['Imię', 'Nazwisko', 'E-mail', 'Rola', 'Forma grzecznościowa', 'Ulica', 'Numer domu'],
      [
        'Numer lokalu',
        'Kod pocztowy',
        'Miejscowość',
        'Jak dojść',
        'Notatki o opiece',
        'Placówka macierzysta',
      ],
    ],
    [
      'English',
      ['First name', 'Last name', 'Email', 'Role', 'Form of address', 'Street', 'Building'],
      ['Apartment', 'Postal code', 'City', 'Access notes', 'Care notes', 'Home outpost'],
    ],
  ])('maps every card column of a %s export by its header', (_language, first, second) => {
    const [firstName, lastName, email, role, form, street, building] = first;
    const [apartment, postalCode, city, accessNotes, careNotes, homeOutpost] = second;
    const guess = guessMapping({ columns: [...first, ...second], sampleRows: [], rowCount: 0 });
    expect(guess).toMatchObject({
      firstNameColumn: firstName,
      lastNameColumn: lastName,
      emailColumn: email,
      roleColumn: role,
    });
    expect(toImportMapping(guess)).toMatchObject({
      streetColumn: street,
      buildingColumn: building,
      apartmentColumn: apartment,
      postalCodeColumn: postalCode,
      cityColumn: city,
      accessNotesColumn: accessNotes,
      careNotesColumn: careNotes,
      formOfAddressColumn: form,
      homeOutpostColumn: homeOutpost,
    });
  });

  it('asks for the street, building, postal code and city once any address column is chosen', () => {
    const values = {
      ...guessMapping(polish),
      cardColumns: { ...noCardColumns, street: 'Uwagi', apartment: 'Uwagi' },
    };
    const result = mappingFormSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'cardColumns.building',
      'cardColumns.postalCode',
      'cardColumns.city',
    ]);
    expect(mappingFormSchema.safeParse({ ...values, cardColumns: noCardColumns }).success).toBe(
      true,
    );
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
