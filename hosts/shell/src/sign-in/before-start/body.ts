// Inlined into each prerendered sign-in page right after its markup.
import { showStoredLanguage } from './show-stored-choices';
import { startOnIntent } from './start-on-intent';

showStoredLanguage();
startOnIntent();
