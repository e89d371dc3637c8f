import type { AccessLogQuery, AccountAccessLogEntry, MemberAccessLogEntry } from '@care/contracts';
import type { Account, OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { problems } from '../../domain/errors';
import { type Page, pageOf } from '../../domain/page';
import { findMember } from '../members/queries';
import { flushAccessLog } from './record';
import { accountLogPage, memberLogCount, memberLogPage, readerOf } from './queries';

export function createAccessLogService(db: Database) {
  return {
    /**
     * Who read a member's records: the organization's super operators' business only, as the
     * settings are (a plain operator would see which colleague looked at whom).
     */
    async memberLog(
      caller: OperatorCaller,
      memberId: string,
      query: AccessLogQuery,
    ): Promise<Page<MemberAccessLogEntry>> {
      if (!caller.operator.isSuperOperator)
        throw problems.forbidden('Only super operators may read who viewed a member’s record.');
      const { organizationId } = caller.operator;
      const member = await findMember(db, organizationId, memberId);
      if (!member) throw problems.notFound();
      await flushAccessLog(db);
      const offset = (query.page - 1) * query.limit;
      const [rows, total] = await Promise.all([
        memberLogPage(db, organizationId, memberId, query.limit, offset),
        memberLogCount(db, organizationId, memberId),
      ]);
      return pageOf(
        rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          kind: row.kind,
          recordId: row.recordId,
          reader: readerOf(row),
        })),
        query,
        total,
      );
    },

    /** The account's own memberships' log and its wards': the reader's name, never an e-mail. */
    async accountLog(
      account: Account,
      query: AccessLogQuery,
    ): Promise<Page<AccountAccessLogEntry>> {
      await flushAccessLog(db);
      const offset = (query.page - 1) * query.limit;
      const rows = await accountLogPage(db, account.id, query.limit, offset);
      return pageOf(
        rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          kind: row.kind,
          recordId: row.recordId,
          reader: readerOf(row),
          organization:
            row.organizationId !== null && row.organizationName !== null
              ? { id: row.organizationId, name: row.organizationName }
              : null,
          person: {
            memberId: row.memberId,
            firstName: row.memberFirstName,
            lastName: row.memberLastName,
          },
        })),
        query,
      );
    },
  };
}
