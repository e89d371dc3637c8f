import { ROOT_ELEMENT_ID } from './prerendered-page';
import { startSignInPages } from './start-sign-in-pages';

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`The page has no #${ROOT_ELEMENT_ID} element`);

startSignInPages(container);
