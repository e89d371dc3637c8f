/**
 * The If-Match header for a write based on `version`: the API answers 412 when the record
 * changed since, so no edit or delete silently overrides someone else's. An entity tag is a
 * quoted string (RFC 9110, section 8.8.3).
 */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
