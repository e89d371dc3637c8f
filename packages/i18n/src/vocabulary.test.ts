import { acceptanceStatuses, publishStates } from '@care/contracts/document';
import { invitationStatuses, memberStatuses, roles } from '@care/contracts/enums';
import { orderAssistantStatuses, orderStatuses, orderTypes } from '@care/contracts/order';
import { orderAttentionReasons } from '@care/contracts/order-attention';
import en from './resources/en.json';
import pl from './resources/pl.json';
import type { StatusKind, TypeKind } from './status';
import { stringsOf, workspaceResources } from './testing/workspace-resources';

/** Each status the panel names, with every value it takes. */
const statusValues: Record<StatusKind, readonly string[]> = {
  member: memberStatuses,
  order: orderStatuses,
  invitation: [...invitationStatuses, 'UNDELIVERED'],
  assignment: orderAssistantStatuses,
  document: publishStates,
  acceptance: acceptanceStatuses,
  attention: orderAttentionReasons,
};

/** Each kind the panel names, with every value it takes. */
const typeValues: Record<TypeKind, readonly string[]> = { order: orderTypes };

const shared = { pl, en };
const sharedFile = 'packages/i18n/src/resources/';

/**
 * Objects keyed by a status's values that hold something other than the status's name: one
 * sentence per status, e.g. what an empty list of pending invitations says.
 */
const perStatusSentences = ['remotes/account/src/i18n/*.json invitations.empty'];

/** The paths of every object in a tree whose keys are exactly `values`. */
function objectsKeyedBy(tree: object, values: readonly string[], prefix = ''): string[] {
  const keys = Object.keys(tree);
  const here =
    keys.length === values.length && values.every((value) => keys.includes(value))
      ? [prefix.replace(/\.$/, '')]
      : [];
  return [
    ...here,
    ...Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? objectsKeyedBy(value as object, values, `${prefix}${key}.`)
        : [],
    ),
  ];
}

describe.each(['pl', 'en'] as const)('statuses in %s', (language) => {
  const words = shared[language].status;

  it.each(Object.keys(statusValues) as StatusKind[])(
    'name every %s status once, in the shared resources',
    (kind) => {
      expect(Object.keys(words[kind]).sort()).toEqual([...statusValues[kind]].sort());
      for (const word of Object.values<string>(words[kind])) expect(word).toMatch(/^\p{Lu}/u);
    },
  );

  const places = workspaceResources().filter(
    (resource) => resource.language === language && !resource.file.startsWith(sharedFile),
  );

  it('are named by no other place in words of its own', () => {
    const statusWords = new Set(
      stringsOf(words).map(([, word]) => word.toLocaleLowerCase(language)),
    );
    const ownWords = places.flatMap(({ file, strings }) =>
      stringsOf(strings)
        .filter(([, value]) => statusWords.has(value.toLocaleLowerCase(language)))
        .map(([key, value]) => `${file} ${key}: ${value}`),
    );
    expect(ownWords).toEqual([]);
  });

  it('have no copy keyed by their values in any other place', () => {
    const excepted = (file: string, key: string) =>
      perStatusSentences.some((exception) => {
        const [pattern, exceptedKey] = exception.split(' ');
        return key === exceptedKey && file.startsWith(pattern!.replace(/\*\.json$/, ''));
      });
    const copies = places.flatMap(({ file, strings }) =>
      Object.values(statusValues).flatMap((values) =>
        objectsKeyedBy(strings, values)
          .filter((key) => !excepted(file, key))
          .map((key) => `${file} ${key}`),
      ),
    );
    expect(copies).toEqual([]);
  });
});

describe.each(['pl', 'en'] as const)('kinds in %s', (language) => {
  const words = shared[language].type;

  it.each(Object.keys(typeValues) as TypeKind[])(
    'name every %s type once, in the shared resources',
    (kind) => {
      expect(Object.keys(words[kind]).sort()).toEqual([...typeValues[kind]].sort());
      for (const word of Object.values<string>(words[kind])) expect(word).toMatch(/^\p{Lu}/u);
    },
  );

  it('have no copy keyed by their values in any other place', () => {
    const copies = workspaceResources()
      .filter((resource) => resource.language === language && !resource.file.startsWith(sharedFile))
      .flatMap(({ file, strings }) =>
        Object.values(typeValues).flatMap((values) =>
          objectsKeyedBy(strings, values).map((key) => `${file} ${key}`),
        ),
      );
    expect(copies).toEqual([]);
  });
});

/**
 * Objects keyed by the roles that hold something other than a role's name: the dashboard counts
 * the members of each role, so it names them in the plural ("Podopieczni").
 */
const perRolePlurals = ['hosts/shell/src/features/dashboard/i18n/ members.roles'];

describe.each(['pl', 'en'] as const)('roles in %s', (language) => {
  it('are named once, in the shared resources', () => {
    expect(Object.keys(shared[language].role).sort()).toEqual([...roles].sort());
  });

  it('have no copy keyed by the roles in any other place', () => {
    const copies = workspaceResources()
      .filter((resource) => resource.language === language && !resource.file.startsWith(sharedFile))
      .flatMap(({ file, strings }) =>
        objectsKeyedBy(strings, roles)
          .filter(
            (key) =>
              !perRolePlurals.some((exception) => {
                const [folder, exceptedKey] = exception.split(' ');
                return key === exceptedKey && file.startsWith(folder!);
              }),
          )
          .map((key) => `${file} ${key}`),
      );
    expect(copies).toEqual([]);
  });
});

/**
 * Polish words a careful reader saw used for one thing under two names. Each thing keeps the
 * first word; the patterns are the other names, which no Polish string may use.
 */
const polishTerms = [
  { term: 'forma grzecznościowa (Pan / Pani)', others: [/form\p{L}* zwracania/iu] },
  { term: 'preferowany termin (of an order)', others: [/preferowan\p{L}* dat/iu] },
  { term: 'notatki o opiece (the operators’ notes)', others: [/notat\p{L}* opiekuńcz/iu] },
  { term: 'rodzaj (of an order)', others: [/\btyp(u|ie|y|ów)?\b/iu] },
  { term: 'rejestr wglądu (who opened a card)', others: [/dziennik\p{L}* dostępu/iu] },
  { term: 'aktywować ponownie (a member)', others: [/przywrócono$/iu] },
  { term: 'podopieczny (the person cared for)', others: [/\bpacjen\p{L}*/iu] },
];

describe('Polish terms', () => {
  const polish = workspaceResources().filter((resource) => resource.language === 'pl');

  it.each(polishTerms)('call $term by that one name', ({ others }) => {
    const strays = polish.flatMap(({ file, strings }) =>
      stringsOf(strings)
        .filter(([, value]) => others.some((pattern) => pattern.test(value)))
        .map(([key, value]) => `${file} ${key}: ${value}`),
    );
    expect(strays).toEqual([]);
  });
});
