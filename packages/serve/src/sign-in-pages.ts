// Where the shell's build puts its sign-in pages, for the build config (CommonJS) to read.
export { SIGN_IN_PAGES_DIR } from '@care/contracts';
