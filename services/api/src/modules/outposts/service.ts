import { randomUUID } from 'node:crypto';
import type { Outpost, OutpostWrite } from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { one } from '../../db/rows';
import { outposts } from '../../db/schema';
import { problems } from '../../domain/errors';
import { assertCurrentVersion, type ExpectedVersion } from '../../domain/versioning';
import type { FileStore } from '../../storage/file-store';
import { changedFields, recordAudit, recordAudits } from '../audit/service';
import { clearHomeOutpost } from '../members/queries';
import { auditedFields, outpostColumns, type OutpostRow, toOutpost } from './dto';
import { type LogoCrop, makeLogo } from './logo-image';
import type { LogoLinks } from './logo-links';
import { assertRealPhoneNumber } from '../../domain/phone';
import { findOutpost, listOutposts, lockOutpost } from './queries';

export interface OutpostServiceDeps {
  db: Database;
  files: FileStore;
  logoLinks: LogoLinks;
}

/** A logo as the signed link serves it, and how long the browser may keep it. */
export interface LogoFile {
  data: Buffer;
  maxAgeSeconds: number;
}

const duplicateName = () =>
  problems.duplicate('An outpost with this name already exists in the organization.');

/** Unique names become a 409 however the race between two writers ends. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * A file nothing points at any more. Removing it is tidying up after the write that made it so
 * has committed: if that fails, an orphan is left, which no link can reach.
 */
const discard = (files: FileStore, key: string | null) =>
  key ? files.delete(key).catch(() => undefined) : Promise.resolve();

export function createOutpostService({ db, files, logoLinks }: OutpostServiceDeps) {
  const answer = (row: OutpostRow): Outpost =>
    toOutpost(
      row,
      row.logoKey
        ? logoLinks.linkTo({
            organizationId: row.organizationId,
            outpostId: row.id,
            version: row.version,
          })
        : null,
    );

  /** The caller's organization's outpost at the version the caller read, locked; 404 for any other. */
  async function lockCurrent(
    tx: Database,
    organizationId: string,
    outpostId: string,
    expected: ExpectedVersion,
  ) {
    const outpost = await lockOutpost(tx, organizationId, outpostId);
    if (!outpost) throw problems.notFound();
    assertCurrentVersion(expected, outpost.version);
    return outpost;
  }

  /** Writes the outpost's new logo key (or none) in one audited step. */
  async function replaceLogo(
    caller: OperatorCaller,
    outpostId: string,
    logoKey: string | null,
    expected: ExpectedVersion,
  ) {
    const { organizationId } = caller.operator;
    return db.transaction(async (tx) => {
      const before = await lockCurrent(tx, organizationId, outpostId, expected);
      const after = one(
        await tx
          .update(outposts)
          .set({ logoKey, version: sql`${outposts.version} + 1`, updatedAt: sql`now()` })
          .where(eq(outposts.id, outpostId))
          .returning(),
      );
      await recordAudit(tx, {
        actorAccountId: caller.account.id,
        organizationId,
        entity: 'outpost',
        entityId: outpostId,
        action: logoKey ? 'logo-updated' : 'logo-removed',
        changes: changedFields(before, after, ['logoKey', 'version']),
      });
      return { before, after };
    });
  }

  return {
    async list(caller: OperatorCaller): Promise<Outpost[]> {
      return (await listOutposts(db, caller.operator.organizationId)).map(answer);
    },

    async get(caller: OperatorCaller, outpostId: string): Promise<Outpost> {
      const outpost = await findOutpost(db, caller.operator.organizationId, outpostId);
      if (!outpost) throw problems.notFound();
      return answer(outpost);
    },

    create(caller: OperatorCaller, input: OutpostWrite): Promise<Outpost> {
      assertRealPhoneNumber(input.phone);
      const { organizationId } = caller.operator;
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const outpost = one(
            await tx
              .insert(outposts)
              .values({ ...outpostColumns(input), organizationId })
              .returning(),
          );
          await recordAudit(tx, {
            actorAccountId: caller.account.id,
            organizationId,
            entity: 'outpost',
            entityId: outpost.id,
            action: 'created',
            changes: changedFields(null, outpost, auditedFields),
          });
          return answer(outpost);
        }),
      );
    },

    /** Replaces every field but the logo; a stale expected version answers 412. */
    update(
      caller: OperatorCaller,
      outpostId: string,
      input: OutpostWrite,
      expected: ExpectedVersion,
    ): Promise<Outpost> {
      assertRealPhoneNumber(input.phone);
      const { organizationId } = caller.operator;
      return uniqueName(() =>
        db.transaction(async (tx) => {
          const before = await lockCurrent(tx, organizationId, outpostId, expected);
          const outpost = one(
            await tx
              .update(outposts)
              .set({
                ...outpostColumns(input),
                version: sql`${outposts.version} + 1`,
                updatedAt: sql`now()`,
              })
              .where(eq(outposts.id, outpostId))
              .returning(),
          );
          await recordAudit(tx, {
            actorAccountId: caller.account.id,
            organizationId,
            entity: 'outpost',
            entityId: outpost.id,
            action: 'updated',
            changes: changedFields(before, outpost, auditedFields),
          });
          return answer(outpost);
        }),
      );
    },

    /**
     * Deletes the outpost, then its logo's file. The members it looked after are left without a
     * home outpost first, each change in their own history.
     */
    async remove(
      caller: OperatorCaller,
      outpostId: string,
      expected: ExpectedVersion,
    ): Promise<void> {
      const { organizationId } = caller.operator;
      const deleted = await db.transaction(async (tx) => {
        const outpost = await lockCurrent(tx, organizationId, outpostId, expected);
        const cleared = await clearHomeOutpost(tx, outpostId);
        await recordAudits(
          tx,
          cleared.map((member) => ({
            actorAccountId: caller.account.id,
            organizationId,
            entity: 'member' as const,
            entityId: member.id,
            action: 'updated',
            changes: {
              homeOutpost: { before: outpost.name, after: null },
              version: { before: member.version - 1, after: member.version },
            },
          })),
        );
        await tx.delete(outposts).where(eq(outposts.id, outpostId));
        await recordAudit(tx, {
          actorAccountId: caller.account.id,
          organizationId,
          entity: 'outpost',
          entityId: outpost.id,
          action: 'deleted',
          changes: changedFields(outpost, null, [...auditedFields, 'logoKey']),
        });
        return outpost;
      });
      await discard(files, deleted.logoKey);
    },

    /**
     * Makes the uploaded picture the outpost's logo. The picture is checked and re-encoded
     * before anything is written (a refused file changes nothing), stored under a new key, and
     * the outpost points at it in an audited transaction; the previous file goes after that.
     */
    async setLogo(
      caller: OperatorCaller,
      outpostId: string,
      upload: { data: Buffer; crop?: LogoCrop },
      expected: ExpectedVersion,
    ): Promise<Outpost> {
      const current = await findOutpost(db, caller.operator.organizationId, outpostId);
      if (!current) throw problems.notFound();
      // Before the picture's work: a stale edit learns it at once.
      assertCurrentVersion(expected, current.version);
      const logo = await makeLogo(upload.data, upload.crop);
      const key = `outpost-logos/${outpostId}/${randomUUID()}.webp`;
      await files.put(key, logo);
      let written: Awaited<ReturnType<typeof replaceLogo>>;
      try {
        written = await replaceLogo(caller, outpostId, key, expected);
      } catch (error) {
        await discard(files, key);
        throw error;
      }
      await discard(files, written.before.logoKey);
      return answer(written.after);
    },

    async removeLogo(
      caller: OperatorCaller,
      outpostId: string,
      expected: ExpectedVersion,
    ): Promise<Outpost> {
      const { before, after } = await replaceLogo(caller, outpostId, null, expected);
      await discard(files, before.logoKey);
      return answer(after);
    },

    /**
     * The logo a signed link names. The signature and expiry are checked before the database is
     * asked, so a forged link learns nothing (403); a valid link to an outpost that changed since
     * (another version, no logo any more, deleted) finds nothing (404).
     */
    async readLogo(
      link: { organizationId: string; outpostId: string; version: number },
      expires: number,
      signature: string,
      now = new Date(),
    ): Promise<LogoFile> {
      const check = logoLinks.check(link, expires, signature, now);
      if (check === 'forged') throw problems.forbidden('This link is not valid.');
      if (check === 'expired')
        throw problems.forbidden('This link has expired; reload the page for a new one.');
      const outpost = await findOutpost(db, link.organizationId, link.outpostId);
      if (!outpost?.logoKey || outpost.version !== link.version) throw problems.notFound();
      const data = await files.get(outpost.logoKey);
      if (!data) throw problems.notFound();
      return { data, maxAgeSeconds: Math.max(0, expires - Math.floor(now.getTime() / 1000)) };
    },
  };
}
