/** This feature's cache keys: everything of one organization's outposts invalidates as a whole. */
export const outpostKeys = {
  all: (organizationId: string) => ['outposts', organizationId] as const,
  list: (organizationId: string) => [...outpostKeys.all(organizationId), 'list'] as const,
  detail: (organizationId: string, outpostId: string) =>
    [...outpostKeys.all(organizationId), 'detail', outpostId] as const,
};

/** An entity tag is a quoted string (RFC 9110 §8.8.3): the version the change starts from. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
