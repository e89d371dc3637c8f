import { i18n } from './instance';
import { initI18n } from './i18n';
import en from './resources/en.json';
import pl from './resources/pl.json';

/** Every leaf key of a resource tree, as dotted paths. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The cases the product has a message for, by key (docs/product.md, error catalogue). */
const catalogue = [
  'error',
  'success',
  'messages.notificationsLoadFailed.title',
  'messages.notificationsLoadFailed.summary',
  'messages.notificationPermissionDenied',
  'messages.notificationTokenError',
  'messages.notificationSetupFailed',
  'messages.invitationResent',
  'messages.invitationResendFailed',
  'messages.invitationAccepted',
  'messages.invitationAcceptFailed',
  'messages.invitationRejected',
  'messages.invitationRejectFailed',
  'messages.orderStatusChanged',
  'messages.orderStatusError',
  'messages.passwordResetSent',
  'messages.assistantAssigned',
  'messages.assistantUnassigned',
  'messages.assistantAssignError',
  'messages.assistantUnassignError',
  'messages.deleted',
  'messages.deleteError',
  'messages.editError',
  'messages.tagCreateError',
  'messages.verificationEmailSent',
  'messages.registered',
  'messages.registrationFailed',
  'messages.outpostCreated',
  'messages.outpostUpdated',
  'messages.outpostDeleted',
  'messages.outpostCreateError',
  'messages.outpostUpdateError',
  'messages.outpostDeleteError',
  'messages.itemCreateError',
  'messages.itemUpdateError',
  'messages.itemDeleteError',
  'messages.passwordChanged',
  'messages.passwordChangeError',
  'messages.accountDeleted',
  'messages.accountDeleteError',
  'messages.cannotRemoveSelf',
  'confirmations.rejectOrder',
  'confirmations.acceptOrder',
  'confirmations.unassignAssistant',
  'confirmations.deleteMember',
  'confirmations.deleteTag',
  'confirmations.deleteOutpost',
  'confirmations.deleteOrganization',
  'confirmations.deleteAccount',
  'confirmations.deleteAccountFinal',
  'states.accessDenied',
  'states.notAvailable',
];

beforeAll(() => initI18n());

describe('error catalogue', () => {
  it('has the same keys in Polish and in English, whatever plural forms each needs', () => {
    const withoutPluralForms = (tree: object) => [
      ...new Set(keysOf(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
    ];
    expect(withoutPluralForms(pl).sort()).toEqual(withoutPluralForms(en).sort());
  });

  it.each(['pl', 'en'])('has a message of its own for every case in %s', (language) => {
    const t = i18n.getFixedT(language);
    for (const key of catalogue) {
      expect([key, i18n.exists(key, { lng: language, fallbackLng: false })]).toEqual([key, true]);
      expect(t(key)).not.toBe(key);
    }
    // Polish says it in Polish, not in the English fallback.
    if (language === 'pl') {
      const english = i18n.getFixedT('en');
      for (const key of catalogue) {
        expect([key, t(key)]).not.toEqual([key, english(key)]);
      }
    }
  });

  it('states the fixed wording in English', () => {
    const t = i18n.getFixedT('en');
    expect(t('messages.notificationsLoadFailed.title')).toBe('Unable to load notifications');
    expect(t('messages.notificationsLoadFailed.summary')).toBe('Error loading notifications');
    expect(t('states.accessDenied')).toBe("You don't have permission to access this page.");
    expect(t('states.notAvailable')).toBe('Requested resource is not available.');
    expect(t('messages.notificationPermissionDenied')).toMatch(/^You won't receive notifications/);
    expect(t('confirmations.deleteAccountFinal')).toBe('Are you absolutely sure?');
  });
});
