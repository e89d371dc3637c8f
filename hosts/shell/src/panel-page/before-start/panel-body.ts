// Inlined into the panel's page (dist/index.html) right after its root by the build.
import { showPlaceholder } from './show-placeholder';

showPlaceholder();
