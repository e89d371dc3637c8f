/**
 * A loopback port nobody listens on now, drawn where no outbound connection takes it before a
 * server the test starts binds it; until one does, connecting to it is refused at once.
 */
export { freePort } from '../../../../scripts/ports.mjs';
