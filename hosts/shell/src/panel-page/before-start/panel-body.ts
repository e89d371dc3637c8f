// Inlined into the panel's page (dist/index.html) right after its root by the build.
import { showPlaceholderOnceShown } from './show-placeholder';

showPlaceholderOnceShown();
