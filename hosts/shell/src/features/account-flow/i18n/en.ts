/** Strings of the pages between sign-up and the panel, and of the mobile-app page. */
export const accountFlowEn = {
  completeRegistration: {
    title: 'Complete your registration',
    intro: 'Tell us your name to finish setting up your account in the panel.',
    firstName: 'First name',
    lastName: 'Last name',
    acceptTerms: 'I accept the Terms of Service',
    readTerms: 'Read the Terms of Service',
    opensInNewTab: '(opens in a new tab)',
    submit: 'Complete registration',
    errors: {
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      policyRequired: 'Must accept the Terms of Service',
    },
  },
  acceptPolicies: {
    title: 'Accept the current documents',
    intro: 'Before you continue, read and accept the documents the panel is used under.',
    changed:
      'The documents the panel is used under have changed since you last accepted them. Read them and accept the new versions to continue.',
    accept: {
      privacy: 'I accept the privacy policy (version {{version}})',
      terms: 'I accept the Terms of Service (version {{version}})',
    },
    previously: 'You accepted version {{version}} before.',
    read: {
      privacy: 'Read the privacy policy',
      terms: 'Read the Terms of Service',
    },
    required: 'Tick to accept this document',
    submit: 'I accept',
    stale:
      'A newer version was published while this page was open. Read it and accept it to continue.',
    failed: 'Your acceptance could not be saved. Try again.',
  },
  emailVerification: {
    title: 'Verify your email address',
    body: 'To continue, verify {{email}}: open the link in the verification email we send to it, then come back here.',
    check: 'I have verified my address',
    notVerifiedYet:
      'Your email address is not verified yet. Open the link in the email we sent, then try again.',
    resend: 'Send the email again',
    resendIn: 'Send again in {{seconds}} s',
  },
  mobile: {
    title: 'Download the mobile app',
    body: 'The panel is for operators of care organizations. Patients and assistants use the mobile app: install it on your phone and sign in with the same account.',
    stores: 'Get the app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    qrCode: 'QR code: {{store}}',
    scanHint: 'Scan the code with your phone’s camera, or follow the link.',
    noStores:
      'Links to the app stores have not been set up for this panel yet. Ask your care organization where to get the app.',
  },
};
