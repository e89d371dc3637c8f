import { stringsOf, workspaceResources } from './testing/workspace-resources';

/**
 * Strings that are not said on their own but inside another, so they start as the words around
 * them do; each with why. Keys are matched at the end of a string's dotted key.
 */
const fragments: Array<[key: RegExp, why: string]> = [
  [/^zod\.types\./, 'the expected type, read inside "Expected {{expected}}"'],
  [/\.placeholderLetters\./, 'the letters of a date field’s placeholder, e.g. dd.mm.yy'],
  [/fileName$|FileName$/, 'the name of a downloaded file'],
  [/^login\.or$/, 'the "or" between two ways of signing in'],
  [/^file\.orDrop$/, 'read after "Choose a file"'],
  [/^changedTo$/, 'read between a field’s old and new value'],
  [/pendingInvitations$/, 'read after "Profile, " in the profile link’s name'],
  [/^invitations\.for$/, 'read after the role and the account kind, after a "·"'],
  [/^details\.(current|createdAt|publishedAt|unpublishedAt)$/, 'read after a revision’s name'],
  [/^list\.closed$/, 'read after the days it stands for, e.g. "Sob.–niedz. nieczynne"'],
  [/^bulk\.changedSince$/, 'the reason a member of a bulk undo was left out, read after its name'],
];

const isFragment = (key: string) => fragments.some(([pattern]) => pattern.test(key));

describe.each(['pl', 'en'] as const)('every message in %s', (language) => {
  it('starts with a capital letter, as a sentence does', () => {
    const lowerCase = workspaceResources()
      .filter((resource) => resource.language === language)
      .flatMap(({ file, strings }) =>
        stringsOf(strings)
          .filter(([key, value]) => /^\p{Ll}/u.test(value) && !isFragment(key))
          .map(([key, value]) => `${file} ${key}: ${value}`),
      );
    expect(lowerCase).toEqual([]);
  });
});

it('lists as fragments only strings that are there and start in lower case', () => {
  const strings = workspaceResources().flatMap(({ strings }) => stringsOf(strings));
  for (const [pattern] of fragments) {
    const matching = strings.filter(([key]) => pattern.test(key));
    expect([String(pattern), matching.length > 0]).toEqual([String(pattern), true]);
  }
});
