/** The warning before an idle panel signs out, and what the login page says after it. */
export const idleSignOutEn = {
  idleSignOut: {
    title: 'You are about to be signed out',
    description_one:
      'Nobody has used the panel for a while. To protect the records on this computer, you will be signed out in {{count}} second.',
    description_few:
      'Nobody has used the panel for a while. To protect the records on this computer, you will be signed out in {{count}} seconds.',
    description_many:
      'Nobody has used the panel for a while. To protect the records on this computer, you will be signed out in {{count}} seconds.',
    description_other:
      'Nobody has used the panel for a while. To protect the records on this computer, you will be signed out in {{count}} seconds.',
    stay: 'Stay signed in',
    signOutNow: 'Sign out now',
    signedOut_one: 'You were signed out after {{count}} minute without activity.',
    signedOut_few: 'You were signed out after {{count}} minutes without activity.',
    signedOut_many: 'You were signed out after {{count}} minutes without activity.',
    signedOut_other: 'You were signed out after {{count}} minutes without activity.',
  },
};
