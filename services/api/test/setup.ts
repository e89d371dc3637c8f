// Suites build a database and real emulator identities in beforeAll; jest's 5 s default is too
// tight for that on a busy 2-core machine. (testTimeout is a global option, not a project one.)
jest.setTimeout(60_000);
