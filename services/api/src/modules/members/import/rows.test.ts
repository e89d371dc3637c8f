import type { MemberImportMapping } from '@care/contracts';
import { parseCsvText } from './csv';
import { issueMessage } from './messages';
import { assertMappingFits, checkRows } from './rows';

const mapping: MemberImportMapping = {
  firstNameColumn: 'first',
  lastNameColumn: 'last',
  emailColumn: 'email',
  roleColumn: 'role',
  roleMap: { BENEFICIARY: 'Pacjent', ASSISTANT: 'wolontariusz', OPERATOR: 'operator' },
  isOwnAccountMap: {},
};
const superOperator = { isSuperOperator: true };
const check = (body: string, map = mapping, actor = superOperator) =>
  checkRows(parseCsvText(`first,last,email,role,own\n${body}`), map, actor);

describe('checkRows', () => {
  it('makes a candidate of a good row: trimmed names, lower-case e-mail, role by its value', () => {
    expect(check(' Anna , Nowak ,Anna.Nowak@Example.PL, pacjent ')).toEqual({
      candidates: [
        {
          line: 2,
          firstName: 'Anna',
          lastName: 'Nowak',
          accountEmail: 'anna.nowak@example.pl',
          role: 'BENEFICIARY',
          accountOwnerType: 'OWN_ACCOUNT',
          // No card column is mapped: the card stays empty.
          address: null,
          careNotes: null,
          formOfAddress: null,
          homeOutpost: null,
        },
      ],
      errors: [],
    });
  });

  it('maps account types when a column is given, and refuses values it does not map', () => {
    const map = {
      ...mapping,
      isOwnAccountColumn: 'own',
      isOwnAccountMap: { tak: true, opiekun: false },
    };
    const { candidates, errors } = check(
      'Anna,Nowak,a@x.pl,pacjent,TAK\nJan,Nowak,j@x.pl,pacjent,Opiekun\nEwa,Nowak,e@x.pl,pacjent,może\nOla,Nowak,o@x.pl,pacjent,',
      map,
    );
    expect(candidates.map((candidate) => candidate.accountOwnerType)).toEqual([
      'OWN_ACCOUNT',
      'GUARDIAN_ACCOUNT',
    ]);
    expect(errors).toEqual([
      {
        row: 4,
        issues: [{ code: 'unknownAccountType', params: { column: 'own', value: 'może' } }],
      },
      { row: 5, issues: [{ code: 'required', params: { column: 'own', value: '' } }] },
    ]);
  });

  it('reports a later row with an e-mail seen before, in any case, as a duplicate of the first', () => {
    const { candidates, errors } = check(
      'Anna,Nowak,a@x.pl,pacjent\nJan,Nowak,A@X.PL,pacjent\nEwa,Nowak,a@x.pl,operator',
    );
    expect(candidates).toHaveLength(1);
    expect(
      errors.map((error) => [error.row, error.issues[0]?.code, error.issues[0]?.params?.row]),
    ).toEqual([
      [3, 'duplicateInFile', 2],
      [4, 'duplicateInFile', 2],
    ]);
  });

  it.each([
    ['unknown', 'unknownRole'],
    ['', 'required'],
    ['admin', 'unknownRole'],
  ])('refuses the role value %p (%s)', (role, code) => {
    const { errors } = check(`Anna,Nowak,a@x.pl,${role}`);
    expect(errors[0]?.issues.map((issue) => issue.code)).toEqual([code]);
  });

  it('makes an OPERATOR row from a plain operator an error, and takes it from a super operator', () => {
    const row = 'Olga,Nowak,o@x.pl,operator';
    expect(check(row, mapping, { isSuperOperator: false }).errors[0]?.issues).toEqual([
      { code: 'operatorNeedsSuperOperator', params: { column: 'role' } },
    ]);
    expect(check(row).candidates[0]?.role).toBe('OPERATOR');
  });

  it('applies the names rule of a member’s creation', () => {
    const { errors } = check(
      `Jo,${'x'.repeat(256)},a@x.pl,pacjent\n"Zo\u0007fia",Nowak,b@x.pl,pacjent`,
    );
    expect(errors.map((error) => error.issues.map((issue) => issue.code))).toEqual([
      ['tooShort', 'tooLong'],
      ['controlCharacters'],
    ]);
  });
});

describe('assertMappingFits', () => {
  it('names every mapped column the file lacks, and an empty role map', () => {
    expect(() =>
      assertMappingFits(
        { ...mapping, emailColumn: 'mail', isOwnAccountColumn: 'konto', roleMap: {} },
        ['first', 'last', 'email', 'role'],
      ),
    ).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'mapping.emailColumn', message: 'The file has no column “mail”' },
          { path: 'mapping.isOwnAccountColumn', message: 'The file has no column “konto”' },
          { path: 'mapping.roleMap', message: 'Map at least one value to a role' },
        ],
      }),
    );
  });
});

describe('issueMessage', () => {
  it('puts each issue into Polish and English words, naming the column', () => {
    const issue = { code: 'tooShort', params: { column: 'Imię', min: 3 } };
    expect(issueMessage(issue, 'pl')).toBe('Kolumna „Imię”: minimalna liczba znaków: 3');
    expect(issueMessage(issue, 'en')).toBe('Column "Imię": must be at least 3 characters long');
  });
});
