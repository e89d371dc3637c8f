/**
 * `@care/ui/toaster`: the outlet of the toast queue, with the toast machine
 * behind it. A page paints without it, so a host loads it after the first
 * render; the queue itself (`toaster`) is in `@care/ui`.
 */
export { Toaster } from './Toaster';
