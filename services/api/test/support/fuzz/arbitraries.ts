// fast-check arbitraries read from the contracts' zod schemas: values that follow a schema's
// shape with odd leaves (edge lengths, unicode, NUL, lone surrogates, huge numbers), and values
// that break it (a wrong type, a missing or an unknown field). No published zod→fast-check
// library reads zod 4, so this walks the few kinds of schema the contracts use.
import fc from 'fast-check';
import type { z } from 'zod';

/** Values a path parameter of a given name may take to reach past the 404 (the world's ids). */
export type KnownIds = Record<string, readonly string[]>;

type Schema = z.core.$ZodType;
type Check = { _zod: { def: Record<string, unknown> & { check: string } } };

/** Strings nobody types but anybody can send. */
export const oddStrings = [
  '',
  ' ',
  '   padded   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffx',
  '\ud83d',
  '😀👩‍👩‍👧‍👦',
  '\u202eevil\u202c',
  '\ufeffbom',
  '\u200b',
  '\r\n\t',
  '\u007f',
  'Zażółć gęślą jaźń',
  'مرحبا',
  '<script>alert(1)</script>',
  "'; drop table accounts; --",
  '%00',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '0',
  '-1',
  'null',
  'true',
  '1e999',
  'NaN',
] as const;

/** Numbers at the edges of what JSON and JavaScript can carry. */
export const oddNumbers = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
] as const;

const checksOf = (def: { checks?: unknown[] }) =>
  ((def.checks ?? []) as Check[]).map((check) => check._zod.def);

function lengthBounds(def: { checks?: unknown[] }): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum as number;
    if (check.check === 'max_length') max = check.maximum as number;
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max };
}

/** Text of a length at, inside or just past its bounds, in any unit (surrogates included). */
function oddText(min: number, max: number | undefined): fc.Arbitrary<string> {
  const cap = Math.min(max ?? 64, 64);
  const edges = [min, Math.max(0, min - 1), max, max === undefined ? undefined : max + 1].filter(
    (length): length is number => length !== undefined,
  );
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.max(min, cap) }),
    fc.string({ minLength: min, maxLength: Math.max(min, cap), unit: 'binary' }),
    fc.string({ unit: fc.constantFrom('\ud800', '\udc00', 'a', '\u0000', 'ł', '😀') }),
    fc.constantFrom(...oddStrings),
    fc
      .tuple(fc.constantFrom(...edges), fc.constantFrom('x', 'ż', '😀', ' '))
      .map(([length, unit]) => unit.repeat(length)),
  );
}

function formatted(format: string, pattern: RegExp | undefined): fc.Arbitrary<string> | null {
  switch (format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'datetime':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'url':
      return fc.webUrl();
    case 'regex':
      return pattern ? fc.stringMatching(pattern) : null;
    default:
      return null;
  }
}

function stringOf(
  def: { checks?: unknown[]; format?: string; pattern?: RegExp },
  ids: KnownIds,
  key?: string,
) {
  const { min, max } = lengthBounds(def);
  const options: fc.Arbitrary<string>[] = [oddText(min, max)];
  const format = def.format
    ? formatted(def.format, def.pattern)
    : checksOf(def)
        .filter((check) => check.check === 'string_format')
        .map((check) => formatted(check.format as string, check.pattern as RegExp | undefined))
        .find(Boolean);
  if (format) options.unshift(format, format);
  const known = key ? ids[key] : undefined;
  if (known?.length) options.unshift(fc.constantFrom(...known));
  return fc.oneof(...options);
}

function numberOf(def: { checks?: unknown[] }) {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : 1);
    if (check.check === 'number_format') integer = true;
  }
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(inRange, inRange, fc.constantFrom(min, max, min - 1, max + 1, ...oddNumbers));
}

/**
 * Values of `schema`'s shape whose leaves are odd; many are still valid, some are not. A string
 * field named in `ids` also takes those values (an id that exists, to get past a 404).
 */
export function oddValue(schema: Schema, ids: KnownIds = {}): fc.Arbitrary<unknown> {
  return odd(schema, ids);
}

function odd(schema: Schema, ids: KnownIds, key?: string): fc.Arbitrary<unknown> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
      return stringOf(def as never, ids, key);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.boolean(), fc.constantFrom('true', 0, 1));
    case 'enum': {
      const values = Object.values(def.entries);
      return fc.oneof(
        fc.constantFrom(...values),
        fc.constantFrom(...values),
        fc.constantFrom(...values.map((value) => String(value).toLowerCase() + ' ')),
      );
    }
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'optional':
      return fc.option(odd(def.innerType, ids, key), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(odd(def.innerType, ids, key), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(odd(def.innerType, ids, key), { nil: undefined, freq: 3 });
    case 'pipe':
      // A JSON form field (`jsonText`): the JSON of the inner schema's odd values, or any text.
      return def.in._zod.def.type === 'transform'
        ? fc.oneof(
            odd(def.out, ids).map((value) => JSON.stringify(value) ?? ''),
            fc.string(),
          )
        : odd(def.in, ids, key);
    case 'union':
      return fc.oneof(...def.options.map((option) => odd(option, ids, key)));
    case 'array': {
      const { min, max } = lengthBounds(def);
      return fc.oneof(
        fc.constant([]),
        fc.array(odd(def.element, ids), { minLength: min, maxLength: Math.min(max ?? 4, 4) }),
      );
    }
    case 'record':
      return fc.dictionary(odd(def.keyType, ids) as fc.Arbitrary<string>, odd(def.valueType, ids), {
        maxKeys: 3,
      });
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const entries = Object.entries(shape).map(([name, field]) => [name, odd(field, ids, name)]);
      return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>);
    }
    case 'transform':
    case 'custom':
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      return wrongType;
  }
}

/** Any JSON value of another type than the schema wants, most often. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.constant([]),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);

/** The object schema at the root of `schema`, if any (through optional, nullable, default). */
function rootObject(schema: Schema): Record<string, Schema> | null {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'object') return def.shape as Record<string, Schema>;
  if ('innerType' in def) return rootObject(def.innerType as Schema);
  return null;
}

/** A value `schema` should refuse: a wrong type, a missing field, an unknown field, a bad leaf. */
export function invalidValue(schema: Schema, ids: KnownIds = {}): fc.Arbitrary<unknown> {
  const shape = rootObject(schema);
  if (!shape) return wrongType;
  const keys = Object.keys(shape);
  const base = oddValue(schema, ids).filter(
    (value): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value),
  );
  const unknownKey = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !keys.includes(key)),
    fc.constantFrom('__proto__', 'constructor', 'id', 'organizationId', 'isAdmin', 'version'),
  );
  const variants: fc.Arbitrary<unknown>[] = [
    wrongType,
    fc
      .tuple(base, unknownKey, fc.jsonValue({ maxDepth: 2 }))
      .map(([value, key, extra]) => JSON.parse(JSON.stringify({ ...value, [key]: extra }))),
  ];
  if (keys.length > 0) {
    variants.push(
      fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
        const rest = { ...value };
        delete rest[key];
        return rest;
      }),
      fc
        .tuple(base, fc.constantFrom(...keys), wrongType)
        .map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
    );
  }
  return fc.oneof(...variants);
}

/** The first string field of an object schema, to carry a huge or broken string. */
export function firstStringField(schema: Schema | undefined): string {
  const shape = schema ? rootObject(schema) : null;
  if (!shape) return 'name';
  for (const [key, field] of Object.entries(shape)) {
    let def = (field as z.core.$ZodTypes)._zod.def;
    while ('innerType' in def) def = (def.innerType as z.core.$ZodTypes)._zod.def;
    if (def.type === 'string') return key;
  }
  return Object.keys(shape)[0] ?? 'name';
}
