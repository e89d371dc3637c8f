/** A revision as the page read it: an action on it is refused (412) if it changed since. */
export interface RevisionRef {
  id: string;
  version: number;
}

/** The path of the revision and the version the action is based on, as an entity tag. */
export const onRevision = (organizationId: string, { id, version }: RevisionRef) => ({
  params: { organizationId, documentId: id },
  headers: { 'If-Match': `"${version}"` },
});
