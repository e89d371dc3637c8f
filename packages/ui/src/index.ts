/**
 * `@care/ui`: the kit every page needs, down to the sign-in page's first
 * paint. The rest loads when it is used: `@care/ui/forms` (a form's state and
 * its text fields, with react-hook-form: no first screen of the panel has a
 * form), `@care/ui/panel` (what signed-in pages add) and `@care/ui/toaster`
 * (the toast outlet, after the first paint).
 */
export * from './chakra';
export * from './system';
export * from './layout';
export * from './feedback';
