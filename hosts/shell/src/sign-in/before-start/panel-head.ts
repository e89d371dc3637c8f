// Inlined into the <head> of the panel's page (dist/index.html) by the build.
import { startPanel } from './start-panel';

startPanel();
