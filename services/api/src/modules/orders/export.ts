// The orders list as a CSV download: the list's filter and order, its orders read a batch at a
// time and written as the client takes it. Only the ids of the matching orders are held whole
// (taken in one statement, so the file is one consistent order even while orders change).
import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { type OrderExportQuery, orderExportColumns } from '@care/contracts';
import { addressText } from '@care/i18n/address';
import type { Database } from '../../db/database';
import { type CsvDialect, csvStream } from '../../csv/dialect';
import { formatOrderNumber } from './numbering';
import {
  listCondition,
  type OrderWithBeneficiary,
  orderIdsInOrder,
  ordersWithIds,
} from './queries';
import { parseOrderSearch } from './search';

const batchSize = 500;

export type OrderExportRecord = Record<(typeof orderExportColumns)[number], string>;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** One order as a row of the orders CSV, in the dialect's words. */
export function orderExportRecord(
  row: OrderWithBeneficiary,
  dialect: CsvDialect,
): OrderExportRecord {
  const { order, beneficiary, assistants } = row;
  return {
    number: formatOrderNumber(order.numberYear, order.numberSequence),
    createdAt: dialect.moment(order.createdAt),
    status: dialect.word('status.order', order.status),
    type: dialect.word('type.order', order.type),
    beneficiary: fullName(beneficiary),
    beneficiaryPhone: beneficiary.phone ?? '',
    preferredDate: dialect.moment(order.preferredDate),
    preferredWindow:
      order.preferredFrom && order.preferredTo ? `${order.preferredFrom}–${order.preferredTo}` : '',
    // The address typed with the order, else the person's home as it was when ordered.
    address: order.address ?? (order.place ? addressText(order.place) : ''),
    description: order.description,
    assistants: assistants.map(fullName).join(', '),
    outcome: order.outcome ?? '',
  };
}

async function* exportRecords(
  db: Database,
  organizationId: string,
  query: OrderExportQuery,
  dialect: CsvDialect,
  timeZone: string,
  attention: SQL | undefined,
): AsyncGenerator<OrderExportRecord> {
  const condition = listCondition(
    organizationId,
    query,
    parseOrderSearch(query.search),
    timeZone,
    true,
    attention,
  );
  const ids = await orderIdsInOrder(db, condition, query.sort);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const byId = new Map((await ordersWithIds(db, batch)).map((row) => [row.order.id, row]));
    for (const id of batch) {
      const row = byId.get(id);
      // Deleted since the ids were read (its organization went away): it is no longer there.
      if (!row) continue;
      yield orderExportRecord(row, dialect);
    }
  }
}

/** The CSV in the caller's dialect, UTF-8 with a BOM so spreadsheets read Polish letters. */
export function orderCsv(
  db: Database,
  organizationId: string,
  query: OrderExportQuery,
  dialect: CsvDialect,
  timeZone: string,
  /** The list's `attention=true`, as the operators' side builds it. */
  attention: SQL | undefined,
): Readable {
  return csvStream(
    exportRecords(db, organizationId, query, dialect, timeZone, attention),
    orderExportColumns,
    'exports.orders',
    dialect,
  );
}
