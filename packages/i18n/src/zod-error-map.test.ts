import { registrationSchema } from '@care/contracts/account';
import { memberCreateSchema } from '@care/contracts/member';
import { z } from 'zod';
import { initI18n, setLanguage } from './i18n';
import type { Language } from './locale';
import { zodErrorMessage } from './zod-error-map';

/** The messages a form would show, by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, { error: zodErrorMessage });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const validMember = {
  accountOwnerType: 'OWN_ACCOUNT',
  role: 'OPERATOR',
  firstName: 'Anna',
  lastName: 'Nowak',
  accountEmail: 'anna@care.test',
  isSuperOperator: false,
  tags: [],
};

beforeAll(() => initI18n());

const cases: Array<[Language, Record<string, string>]> = [
  [
    'en',
    {
      required: 'This field is required',
      tooShort: 'Must be at least 3 characters long',
      tooLong: 'Must be at most 255 characters long',
      email: 'Enter a valid email address',
      enum: 'Choose one of: ASSISTANT, BENEFICIARY, OPERATOR',
      type: 'Expected yes or no',
      uuid: 'Enter a valid identifier (UUID)',
      url: 'Enter a valid URL',
      min: 'Must be at least 1',
      max: 'Must be at most 10',
      exact: 'Must be exactly 6 characters long',
    },
  ],
  [
    'pl',
    {
      required: 'To pole jest wymagane',
      tooShort: 'Musi mieć co najmniej 3 znaki',
      tooLong: 'Może mieć najwyżej 255 znaków',
      email: 'Podaj poprawny adres e-mail',
      enum: 'Wybierz jedną z wartości: ASSISTANT, BENEFICIARY, OPERATOR',
      type: 'Oczekiwano: tak lub nie',
      uuid: 'Podaj poprawny identyfikator (UUID)',
      url: 'Podaj poprawny adres URL',
      min: 'Musi wynosić co najmniej 1',
      max: 'Może wynosić najwyżej 10',
      exact: 'Musi mieć dokładnie 6 znaków',
    },
  ],
];

describe.each(cases)('zod messages in %s', (language, expected) => {
  beforeAll(() => setLanguage(language));

  it('translates the member form: required, length, email, enum and type', () => {
    expect(
      messages(memberCreateSchema, {
        ...validMember,
        firstName: 'An',
        lastName: 'x'.repeat(256),
        accountEmail: 'not-an-email',
        role: 'CHIEF',
        isSuperOperator: 'yes',
        accountOwnerType: undefined,
      }),
    ).toEqual({
      accountOwnerType: expected.required,
      firstName: expected.tooShort,
      lastName: expected.tooLong,
      accountEmail: expected.email,
      role: expected.enum,
      isSuperOperator: expected.type,
    });
  });

  it('reads an empty required text as required', () => {
    expect(
      messages(registrationSchema, { firstName: '', lastName: 'Nowak', isPolicyAccepted: true }),
    ).toEqual({
      firstName: expected.required,
    });
  });

  it('translates uuid, url, number bounds and exact length', () => {
    const schema = z.object({
      id: z.uuid(),
      site: z.url(),
      count: z.number().min(1).max(10),
      other: z.number().max(10),
      color: z.string().length(6),
    });
    expect(messages(schema, { id: 'x', site: 'nope', count: 0, other: 11, color: 'fff' })).toEqual({
      id: expected.uuid,
      site: expected.url,
      count: expected.min,
      other: expected.max,
      color: expected.exact,
    });
  });
});
