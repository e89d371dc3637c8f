import {
  endpoints,
  hasNoControlCharacters,
  importMappingSchema,
  limits,
  memberBulkSchema,
  memberCreateSchema,
  memberFilterQuerySchema,
  memberImportLimits,
  memberListQuerySchema,
  memberSchema,
  memberSortFields,
  memberStatusUpdateSchema,
  memberUpdateSchema,
  organizationMemberSchema,
  phoneSchema,
} from '../src';

const tagId = '5b0b8f5e-6f3a-4a4e-9a57-2d6a4b3d1c11';
const validCreate = {
  accountOwnerType: 'OWN_ACCOUNT',
  role: 'BENEFICIARY',
  firstName: 'Anna',
  lastName: 'Nowak',
  accountEmail: 'anna.nowak@example.com',
  isSuperOperator: false,
  tags: [tagId],
};

describe('member creation payload', () => {
  it('accepts a valid member', () => {
    expect(memberCreateSchema.parse(validCreate)).toEqual(validCreate);
  });

  it.each([
    [2, false],
    [3, true],
    [255, true],
    [256, false],
  ])('names of %i characters are valid: %s', (length, ok) => {
    const name = 'a'.repeat(length);
    expect(memberCreateSchema.safeParse({ ...validCreate, firstName: name }).success).toBe(ok);
    expect(memberCreateSchema.safeParse({ ...validCreate, lastName: name }).success).toBe(ok);
  });

  it.each(['not-an-email', 'a@', '@b.pl', ''])('rejects the email %p', (accountEmail) => {
    expect(memberCreateSchema.safeParse({ ...validCreate, accountEmail }).success).toBe(false);
  });

  it('takes an address of 254 characters, the longest a mail path carries, and not one more', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(
      memberCreateSchema.safeParse({ ...validCreate, accountEmail: address(254) }).success,
    ).toBe(true);
    expect(
      memberCreateSchema.safeParse({ ...validCreate, accountEmail: address(255) }).success,
    ).toBe(false);
  });

  it('rejects an unknown role, owner type and a tag id that is not a uuid', () => {
    expect(memberCreateSchema.safeParse({ ...validCreate, role: 'ADMIN' }).success).toBe(false);
    expect(memberCreateSchema.safeParse({ ...validCreate, accountOwnerType: 'X' }).success).toBe(
      false,
    );
    expect(memberCreateSchema.safeParse({ ...validCreate, tags: ['1'] }).success).toBe(false);
  });

  it('requires every field and rejects unknown keys', () => {
    const { isSuperOperator: _omitted, ...missing } = validCreate;
    expect(memberCreateSchema.safeParse(missing).success).toBe(false);
    expect(memberCreateSchema.safeParse({ ...validCreate, status: 'ACCEPTED' }).success).toBe(
      false,
    );
  });
});

describe('member record', () => {
  const record = {
    id: '0d9b2d4c-3d0e-4b7e-8a53-6a2f5b1c9e01',
    accountOwnerType: 'GUARDIAN_ACCOUNT',
    status: 'PENDING',
    accountEmail: 'jan@example.com',
    firstName: 'Jo',
    lastName: 'Li',
    createdAt: '2026-11-01T10:00:00.000Z',
    role: 'ASSISTANT',
    isSuperOperator: false,
    startDate: '2026-11-01T10:00:00+01:00',
    tags: [],
  };

  it('reads names of 2 characters but not 1', () => {
    expect(memberSchema.safeParse(record).success).toBe(true);
    expect(memberSchema.safeParse({ ...record, firstName: 'J' }).success).toBe(false);
  });

  it('accepts every member status and rejects others', () => {
    for (const status of ['PENDING', 'ACCEPTED', 'REJECTED', 'DEACTIVATED', 'INACTIVE']) {
      expect(memberSchema.safeParse({ ...record, status }).success).toBe(true);
    }
    expect(memberSchema.safeParse({ ...record, status: 'DELETED' }).success).toBe(false);
  });

  it('rejects a bad uuid and a date without time', () => {
    expect(memberSchema.safeParse({ ...record, id: '123' }).success).toBe(false);
    expect(memberSchema.safeParse({ ...record, createdAt: '2026-11-01' }).success).toBe(false);
  });

  it('the organization shape needs organizationId and an endDate', () => {
    const organizationId = '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b';
    expect(organizationMemberSchema.safeParse({ ...record, organizationId }).success).toBe(false);
    expect(
      organizationMemberSchema.safeParse({
        ...record,
        organizationId,
        endDate: '2027-01-01T00:00:00Z',
      }).success,
    ).toBe(true);
  });
});

describe('invitation answer', () => {
  const personId = '2a4b6c8d-1e3f-4a5b-9c7d-0e1f2a3b4c5d';
  it('accepts ACCEPTED and REJECTED only', () => {
    expect(memberStatusUpdateSchema.safeParse({ personId, status: 'ACCEPTED' }).success).toBe(true);
    expect(memberStatusUpdateSchema.safeParse({ personId, status: 'REJECTED' }).success).toBe(true);
    expect(memberStatusUpdateSchema.safeParse({ personId, status: 'PENDING' }).success).toBe(false);
  });
});

describe('import column mapping', () => {
  const mapping = {
    firstNameColumn: 'Imię',
    lastNameColumn: 'Nazwisko',
    emailColumn: 'E-mail',
    roleMap: { BENEFICIARY: 'pacjent', ASSISTANT: 'wolontariusz' },
    isOwnAccountMap: { tak: true, nie: false },
  };
  it('accepts a mapping and rejects empty column names', () => {
    expect(importMappingSchema.safeParse(mapping).success).toBe(true);
    expect(importMappingSchema.safeParse({ ...mapping, emailColumn: '' }).success).toBe(false);
  });
});

describe('members list query', () => {
  it('sorts by lastName by default and takes every field in both directions', () => {
    expect(memberListQuerySchema.parse({})).toEqual({ sort: 'lastName', page: 1, limit: 10 });
    for (const field of memberSortFields) {
      expect(memberListQuerySchema.safeParse({ sort: field }).success).toBe(true);
      expect(memberListQuerySchema.safeParse({ sort: `-${field}` }).success).toBe(true);
    }
    for (const sort of ['updatedAt', '--lastName', 'lastName,-id', ''])
      expect(memberListQuerySchema.safeParse({ sort }).success).toBe(false);
  });

  it('refuses control characters in the search, a page over 100 and unknown keys', () => {
    expect(memberListQuerySchema.safeParse({ search: 'Kowal\u0000' }).success).toBe(false);
    expect(memberListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(memberListQuerySchema.safeParse({ q: 'x' }).success).toBe(false);
    expect(memberFilterQuerySchema.safeParse({ page: '1' }).success).toBe(false);
  });
});

describe('member change', () => {
  it('takes any subset of its fields, nulls clearing endDate and phone, and nothing else', () => {
    expect(memberUpdateSchema.parse({})).toEqual({});
    expect(memberUpdateSchema.parse({ endDate: null, phone: null })).toEqual({
      endDate: null,
      phone: null,
    });
    expect(memberUpdateSchema.safeParse({ status: 'ACCEPTED' }).success).toBe(false);
    expect(memberUpdateSchema.safeParse({ accountEmail: 'a@b.pl' }).success).toBe(false);
  });

  it.each([
    ['+48601234567', true],
    ['+1202555014', true],
    ['48601234567', false],
    ['+48 601 234 567', false],
    ['+0123456789', false],
    ['+4812', false],
  ])('reads the phone %p as E.164: %s', (phone, ok) => {
    expect(phoneSchema.safeParse(phone).success).toBe(ok);
  });

  it('refuses names with control characters, at creation and change', () => {
    expect(memberCreateSchema.safeParse({ ...validCreate, firstName: 'An\u0000na' }).success).toBe(
      false,
    );
    expect(memberUpdateSchema.safeParse({ lastName: 'No\twak' }).success).toBe(false);
    expect(hasNoControlCharacters('Żółć – „cytat”')).toBe(true);
  });
});

describe('bulk action', () => {
  const ids = ['0d9b2d4c-3d0e-4b7e-8a53-6a2f5b1c9e01'];
  it('needs tag ids to tag, none to deactivate, and up to 100 ids', () => {
    expect(memberBulkSchema.safeParse({ action: 'deactivate', ids }).success).toBe(true);
    expect(memberBulkSchema.safeParse({ action: 'addTags', ids }).success).toBe(false);
    expect(memberBulkSchema.safeParse({ action: 'removeTags', ids, tagIds: ids }).success).toBe(
      true,
    );
    expect(memberBulkSchema.safeParse({ action: 'deactivate', ids, tagIds: ids }).success).toBe(
      false,
    );
    expect(
      memberBulkSchema.safeParse({ action: 'deactivate', ids: Array(101).fill(ids[0]) }).success,
    ).toBe(false);
  });
});

describe('import endpoints', () => {
  it('take the mapping as a JSON string in the form, before the file', () => {
    const { upload } = endpoints.importMembers;
    expect(upload.file).toBe('file');
    expect(upload.maxFileBytes).toBe(memberImportLimits.maxFileBytes);
    const mapping = {
      firstNameColumn: 'Imię',
      lastNameColumn: 'Nazwisko',
      emailColumn: 'E-mail',
      roleColumn: 'Rola',
      roleMap: { BENEFICIARY: 'pacjent' },
      isOwnAccountMap: {},
    };
    // Without a word on them, the invitation e-mails go out, as they did before the choice.
    expect(upload.fields.parse({ mapping: JSON.stringify(mapping) })).toEqual({
      mapping,
      sendInvitations: true,
    });
    expect(
      upload.fields.parse({ mapping: JSON.stringify(mapping), sendInvitations: 'false' }),
    ).toEqual({ mapping, sendInvitations: false });
    expect(upload.fields.safeParse({ mapping: '{' }).success).toBe(false);
    expect(
      upload.fields.safeParse({ mapping: JSON.stringify({ ...mapping, roleColumn: '' }) }).success,
    ).toBe(false);
  });

  it('take a mapping of the longest names, each escaped at worst, but no longer text', () => {
    const { fields } = endpoints.importMembers.upload;
    // A control character is written as six characters of JSON (\u0001).
    const name = '\u0001'.repeat(limits.csvColumn.max);
    const longest = JSON.stringify({
      firstNameColumn: name,
      lastNameColumn: name,
      emailColumn: name,
      roleColumn: name,
      isOwnAccountColumn: name,
      roleMap: { BENEFICIARY: name, ASSISTANT: name, OPERATOR: name },
      isOwnAccountMap: { [name]: true, [`${name.slice(1)}\u0002`]: false },
    });
    expect(longest.length).toBeLessThanOrEqual(limits.importMappingText);
    expect(fields.safeParse({ mapping: longest }).success).toBe(true);
    const padded = `${longest}${' '.repeat(limits.importMappingText - longest.length + 1)}`;
    expect(fields.safeParse({ mapping: padded }).success).toBe(false);
  });

  it('export answers CSV, not JSON', () => {
    expect(endpoints.exportMembers.produces).toBe('text/csv');
    expect('response' in endpoints.exportMembers).toBe(false);
  });
});
