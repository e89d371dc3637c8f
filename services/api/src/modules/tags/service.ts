import type { TagCreate, TagUpdate } from '@care/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { memberTags, tags } from '../../db/schema';
import { matchesVersion, type parseIfMatch } from '../../http/etag';
import { problems } from '../../http/problem';
import { changedFields, recordAudit } from '../audit/audit';
import type { TagRow } from './tag-dto';

type IfMatch = ReturnType<typeof parseIfMatch>;

const tagFields = ['name', 'abbr', 'description', 'color', 'textColor', 'icon', 'version'] as const;

const duplicateName = () =>
  problems.duplicate('A tag with this name already exists in the organization.');

/** Unique names become a 409 however the race between two writers ends. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export function createTagService(db: Database) {
  /** The tag of this organization, locked for the rest of the transaction; 404 for any other. */
  async function lockTag(tx: Database, organizationId: string, tagId: string, ifMatch: IfMatch) {
    const [tag] = await tx
      .select()
      .from(tags)
      .where(and(eq(tags.id, tagId), eq(tags.organizationId, organizationId)))
      .for('update');
    if (!tag) throw problems.notFound();
    if (!matchesVersion(ifMatch, tag.version)) throw problems.preconditionFailed();
    return tag;
  }

  return {
    list(organizationId: string) {
      return db
        .select()
        .from(tags)
        .where(eq(tags.organizationId, organizationId))
        .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
    },

    create(caller: OperatorCaller, input: TagCreate): Promise<TagRow> {
      const { organizationId } = caller.operator;
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const tag = one(
            await tx
              .insert(tags)
              .values({ ...input, organizationId })
              .returning(),
          );
          await recordAudit(tx, {
            actorAccountId: caller.account.id,
            organizationId,
            entity: 'tag',
            entityId: tag.id,
            action: 'created',
            changes: changedFields(null, tag, tagFields),
          });
          return tag;
        }),
      );
    },

    /** A stale If-Match answers 412, so no edit silently overwrites another. */
    update(
      caller: OperatorCaller,
      tagId: string,
      input: TagUpdate,
      ifMatch: IfMatch,
    ): Promise<TagRow> {
      const { organizationId } = caller.operator;
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const before = await lockTag(tx, organizationId, tagId, ifMatch);
          const tag = one(
            await tx
              .update(tags)
              .set({ ...input, version: sql`${tags.version} + 1`, updatedAt: sql`now()` })
              .where(eq(tags.id, tagId))
              .returning(),
          );
          await recordAudit(tx, {
            actorAccountId: caller.account.id,
            organizationId,
            entity: 'tag',
            entityId: tag.id,
            action: 'updated',
            changes: changedFields(before, tag, tagFields),
          });
          return tag;
        }),
      );
    },

    /** Deleting a tag takes it off every member; the audit event names them. */
    async remove(caller: OperatorCaller, tagId: string, ifMatch: IfMatch): Promise<void> {
      const { organizationId } = caller.operator;
      await db.transaction(async (tx) => {
        const tag = await lockTag(tx, organizationId, tagId, ifMatch);
        const tagged = await tx
          .select({ memberId: memberTags.memberId })
          .from(memberTags)
          .where(eq(memberTags.tagId, tagId));
        await tx.delete(tags).where(eq(tags.id, tagId));
        await recordAudit(tx, {
          actorAccountId: caller.account.id,
          organizationId,
          entity: 'tag',
          entityId: tag.id,
          action: 'deleted',
          changes: {
            ...changedFields(tag, null, tagFields),
            memberIds: { before: tagged.map(({ memberId }) => memberId).sort(), after: [] },
          },
        });
      });
    },
  };
}
