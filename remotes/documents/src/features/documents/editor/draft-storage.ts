import { USER_STORAGE_KEYS } from '@care/platform';
import { z } from 'zod';

/** What the editor keeps of unsaved work, so a reload or a closed tab loses nothing. */
const storedDraftSchema = z.object({
  values: z.object({ title: z.string(), body: z.string(), needsAcceptance: z.boolean() }),
  /** The version of the draft the changes were made on (null for a new document). */
  baseVersion: z.number().int().nullable(),
  savedAt: z.iso.datetime({ offset: true }),
});
export type StoredDraft = z.infer<typeof storedDraftSchema>;
export type DraftValues = StoredDraft['values'];

/**
 * One entry per document (or per organization's new document) in this browser, under the prefix
 * the platform forgets when the person signs out: a draft is theirs, not the next person's.
 */
export const draftStorageKey = (organizationId: string, documentId: string | undefined) =>
  `${USER_STORAGE_KEYS.documentDraftPrefix}${organizationId}:${documentId ?? 'new'}`;

/** The kept draft, or null when there is none or it cannot be read (storage off, old shape). */
export function readDraft(key: string): StoredDraft | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeping a draft is a convenience: a full or disabled storage only means it is not kept. */
export function writeDraft(key: string, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the form still holds the text.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

export const sameValues = (a: DraftValues, b: DraftValues) =>
  a.title === b.title && a.body === b.body && a.needsAcceptance === b.needsAcceptance;
