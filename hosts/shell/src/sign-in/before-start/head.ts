// Inlined into the <head> of each prerendered sign-in page.
import { applyStoredChoices } from './show-stored-choices';

applyStoredChoices();
