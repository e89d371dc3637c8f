// Inlined into the <head> of the panel's page (dist/index.html) by the build.
import { applyStoredChoices } from '../../sign-in/before-start/show-stored-choices';
import { startPanel } from './start-panel';

applyStoredChoices();
startPanel();
