import type { StoredTag, TagCreate, TagUpdate } from '@care/contracts';
import { eq } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { memberTags, tags } from '../../db/schema';
import { problems } from '../../domain/errors';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import { changedFields, recordAudit } from '../audit/service';
import { toStoredTag } from './dto';
import { findTag, listTags, lockTag, updateTag } from './queries';

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
  /** The caller's organization's tag at the version the caller read, locked; 404 for any other. */
  async function lockCurrent(
    tx: Database,
    organizationId: string,
    tagId: string,
    expected: ExpectedVersion,
  ) {
    const tag = await lockTag(tx, organizationId, tagId);
    if (!tag) throw problems.notFound();
    assertCurrentVersion(expected, tag.version);
    return tag;
  }

  return {
    async list(caller: OperatorCaller): Promise<StoredTag[]> {
      return (await listTags(db, caller.operator.organizationId)).map(toStoredTag);
    },

    async get(caller: OperatorCaller, tagId: string): Promise<StoredTag> {
      const tag = await findTag(db, caller.operator.organizationId, tagId);
      if (!tag) throw problems.notFound();
      return toStoredTag(tag);
    },

    create(caller: OperatorCaller, input: TagCreate): Promise<StoredTag> {
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
          return toStoredTag(tag);
        }),
      );
    },

    /** A stale expected version answers 412, so no edit silently overwrites another. */
    update(
      caller: OperatorCaller,
      tagId: string,
      input: TagUpdate,
      expected: ExpectedVersion,
    ): Promise<StoredTag> {
      const { organizationId } = caller.operator;
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const before = await lockCurrent(tx, organizationId, tagId, expected);
          const tag = one(await updateTag(tx, tagId, input));
          await recordAudit(tx, {
            actorAccountId: caller.account.id,
            organizationId,
            entity: 'tag',
            entityId: tag.id,
            action: 'updated',
            changes: changedFields(before, tag, tagFields),
          });
          return toStoredTag(tag);
        }),
      );
    },

    /** Deleting a tag takes it off every member; the audit event names them. */
    async remove(caller: OperatorCaller, tagId: string, expected: ExpectedVersion): Promise<void> {
      const { organizationId } = caller.operator;
      await db.transaction(async (tx) => {
        const tag = await lockCurrent(tx, organizationId, tagId, expected);
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
