// Inlined into each prerendered sign-in page right after its markup.
import { fillInvitedEmail } from './fill-invited-email';
import { showStoredLanguage } from './show-stored-choices';
import { startOnIntent } from './start-on-intent';

showStoredLanguage();
fillInvitedEmail();
startOnIntent();
