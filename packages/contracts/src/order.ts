import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { accountOwnerTypeSchema, actorFormOfAddressSchema, erasedPersonSchema } from './enums';
import { orderAttentionReasons, orderAttentionReasonSchema } from './order-attention';
import { organizationParamsSchema } from './organization';
import { paginationSchema } from './pagination';
import { dateTimeSchema, daySchema, exportFormatSchema, limits, uuidSchema } from './primitives';

export const orderTypes = ['VISIT', 'EQUIPMENT', 'TRANSPORT', 'CONSULTATION', 'OTHER'] as const;
export const orderTypeSchema = z.enum(orderTypes);
export type OrderType = z.infer<typeof orderTypeSchema>;

/**
 * NEW → ACCEPTED | REJECTED (an operator); ACCEPTED → IN_PROGRESS (the first assistant accepts);
 * ACCEPTED | IN_PROGRESS → HANDLED (an operator or the accepted assistant); NEW | ACCEPTED →
 * CANCELLED (the beneficiary). Any other transition is refused.
 */
export const orderStatuses = [
  'NEW',
  'ACCEPTED',
  'IN_PROGRESS',
  'HANDLED',
  'REJECTED',
  'CANCELLED',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The statuses each status may move to; the API refuses any other change with 409. IN_PROGRESS
 * goes back to ACCEPTED only when its last accepted assistant is taken off the order.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: ['IN_PROGRESS', 'HANDLED', 'CANCELLED'],
  IN_PROGRESS: ['HANDLED', 'ACCEPTED'],
  HANDLED: [],
  REJECTED: [],
  CANCELLED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** While an order is in one of these, operators assign assistants and assistants answer. */
export const orderStaffingStatuses: readonly OrderStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

/** An assigned assistant's answer: NOTIFIED until it accepts or declines. */
export const orderAssistantStatuses = ['NOTIFIED', 'ACCEPTED', 'DECLINED'] as const;
export const orderAssistantStatusSchema = z.enum(orderAssistantStatuses);
export type OrderAssistantStatus = z.infer<typeof orderAssistantStatusSchema>;

export const orderLimits = {
  /** What the patient asks for, in its own words. */
  description: { min: 3, max: 2000 },
  address: { min: 3, max: 500 },
  rejectionReason: { min: 3, max: 255 },
  /** What was done, as the operator or the assistant who handled the order writes it. */
  outcome: { min: 1, max: 2000 },
  search: { max: 100 },
} as const;

/** `HH:MM` on a 24-hour clock. */
export const timeOfDayPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z
  .string()
  .regex(timeOfDayPattern, { message: 'Must be a time such as 08:00' })
  .describe('HH:MM on a 24-hour clock');

/** The hours within the preferred date that suit the beneficiary; `HH:MM` strings compare as times. */
export const orderWindowSchema = z.object({ from: timeOfDay, to: timeOfDay });
export type OrderWindow = z.infer<typeof orderWindowSchema>;

/** What the mobile app sends: a window that ends after it starts, unknown keys refused. */
export const orderWindowInputSchema = z
  .strictObject({ from: timeOfDay, to: timeOfDay })
  .refine(
    ({ from, to }) => !timeOfDayPattern.test(from) || !timeOfDayPattern.test(to) || from < to,
    { path: ['to'], message: 'Must be later than the start of the window' },
  );

/**
 * Where the order is to be carried out, copied from the beneficiary's address when the order was
 * placed without one: the person moving later does not move the order. The member address's
 * shape, read as it was stored.
 */
export const orderPlaceSchema = z.object({
  street: z.string(),
  building: z.string(),
  apartment: z.string().optional(),
  postalCode: z.string(),
  city: z.string(),
  accessNotes: z.string().optional(),
});
export type OrderPlace = z.infer<typeof orderPlaceSchema>;

/** `Z-2026-0042`: counted per organization per year, at least four digits. */
export const orderNumberPattern = /^Z-\d{4}-\d{4,}$/;

export const orderBeneficiarySchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, or null when the member has none. */
  phone: z.string().nullable(),
  accountOwnerType: accountOwnerTypeSchema,
});
export type OrderBeneficiary = z.infer<typeof orderBeneficiarySchema>;

export const orderAssistantSchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  status: orderAssistantStatusSchema,
});
export type OrderAssistant = z.infer<typeof orderAssistantSchema>;

/**
 * One status change, read from the audit trail; a null actor is the system's own change, an
 * erased one a member whose data the organization erased. The change to HANDLED carries what was
 * done, when its handler wrote it.
 */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: dateTimeSchema,
  actor: z
    .union([
      z.object({
        accountId: uuidSchema,
        firstName: z.string(),
        lastName: z.string(),
        formOfAddress: actorFormOfAddressSchema,
      }),
      erasedPersonSchema,
    ])
    .nullable(),
  outcome: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderSchema = z.object({
  id: uuidSchema,
  organizationId: uuidSchema,
  number: z.string().regex(orderNumberPattern),
  beneficiary: orderBeneficiarySchema,
  type: orderTypeSchema,
  description: z.string(),
  preferredDate: dateTimeSchema.nullable(),
  /** Hours within the preferred date, when the beneficiary gave them. */
  preferredWindow: orderWindowSchema.nullable(),
  /** The address the beneficiary typed in the mobile app, as typed. */
  address: z.string().nullable(),
  place: orderPlaceSchema.nullable(),
  status: orderStatusSchema,
  rejectionReason: z.string().nullable(),
  /** What was done, written when the order was marked handled. */
  outcome: z.string().nullable(),
  assistants: z.array(orderAssistantSchema),
  /** Oldest first: the order's creation (NEW), then every status it went through. */
  history: z.array(orderHistoryEntrySchema),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  version: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as the operators read it: with why it needs attention now under the organization's
 * limits (`orderAttention`), empty when it is fine. The mobile app's orders go without it.
 */
export const operatorOrderSchema = orderSchema.extend({
  attention: z.array(orderAttentionReasonSchema),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

/** How many orders of each status match a list's filter, its status part left out (the tabs). */
export const orderCountsSchema = z.object(
  Object.fromEntries(orderStatuses.map((status) => [status, z.number().int().min(0)])) as Record<
    OrderStatus,
    z.ZodNumber
  >,
);
export type OrderCounts = z.infer<typeof orderCountsSchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  pagination: paginationSchema,
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/**
 * An order as the operators' list shows it: with whether the caller has opened its details
 * (`PUT .../order/{orderId}/opened`), on any device, so a NEW one not opened yet reads 'New'.
 */
export const listedOrderSchema = operatorOrderSchema.extend({ openedByMe: z.boolean() });
export type ListedOrder = z.infer<typeof listedOrderSchema>;

export const orderListSchema = z.object({
  items: z.array(listedOrderSchema),
  pagination: paginationSchema,
  counts: orderCountsSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

const trimmed = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

/**
 * What a beneficiary sends from the mobile app; unknown keys are rejected. `memberId` names the
 * membership the order is for, needed only by a guardian who looks after several people in the
 * organization; otherwise it is the caller's one beneficiary membership there.
 */
export const orderCreateSchema = z
  .strictObject({
    type: orderTypeSchema,
    description: trimmed(orderLimits.description),
    preferredDate: dateTimeSchema.optional(),
    /** Hours within the preferred date; only with one. */
    preferredWindow: orderWindowInputSchema.optional(),
    /** Absent: the order is carried out at the beneficiary's address, copied when it is placed. */
    address: trimmed(orderLimits.address).optional(),
    memberId: uuidSchema.optional(),
  })
  .refine((order) => !order.preferredWindow || order.preferredDate !== undefined, {
    path: ['preferredWindow'],
    message: 'A window needs a preferred date',
  });
export type OrderCreate = z.infer<typeof orderCreateSchema>;

export const orderRejectSchema = z.strictObject({
  reason: trimmed(orderLimits.rejectionReason),
});
export type OrderReject = z.infer<typeof orderRejectSchema>;

export const orderAssignSchema = z.strictObject({ memberId: uuidSchema });
export type OrderAssign = z.infer<typeof orderAssignSchema>;

/**
 * Marking an order handled, by an operator or the accepted assistant: what was done, if they say.
 * The body may be left out altogether (the server reads it as null), as before there was an
 * outcome to give.
 */
export const orderHandleSchema = z
  .strictObject({ outcome: trimmed(orderLimits.outcome).optional() })
  .nullish();
export type OrderHandle = z.infer<typeof orderHandleSchema>;

export const orderSortFields = ['createdAt', 'preferredDate', 'number', 'status'] as const;
export type OrderSortField = (typeof orderSortFields)[number];
/** A field ascending, or descending with `-`; ties are broken by id so pages never overlap. */
export const orderSorts = [
  'createdAt',
  '-createdAt',
  'preferredDate',
  '-preferredDate',
  'number',
  '-number',
  'status',
  '-status',
] as const satisfies readonly (OrderSortField | `-${OrderSortField}`)[];
export const orderSortSchema = z.enum(orderSorts);
export type OrderSort = z.infer<typeof orderSortSchema>;
export const defaultOrderSort: OrderSort = '-createdAt';

/** A day (`2026-03-01`, read in the deployment's time zone) or an instant with its offset. */
export const dayOrInstantSchema = z.union([daySchema, dateTimeSchema]);

/** Pages beyond this would skip more rows than a list holds (and overflow the offset). */
const maxPage = 1_000_000;
const page = z.coerce.number().int().min(1).max(maxPage).default(limits.firstPage);
const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(limits.pageSize.max)
  .default(limits.pageSize.default);

/**
 * `true`: only the orders that need attention now (any reason); a reason: only those that need
 * it for that reason (the dashboard's figure of each); `false`: all, as when absent.
 */
export const orderAttentionFilterSchema = z.enum(['true', 'false', ...orderAttentionReasons]);

/**
 * The operator's list. `createdFrom` and `createdTo` are inclusive (a day counts whole);
 * `search` finds an order by its number (`Z-2026-0042`, `2026-42`, `42`) or its beneficiary's
 * name, in any case and with or without diacritics.
 */
const orderFilterShape = {
  sort: orderSortSchema.default(defaultOrderSort),
  status: orderStatusSchema.optional(),
  type: orderTypeSchema.optional(),
  assistantId: uuidSchema.optional(),
  /** One member's orders as their beneficiary, as their member page lists them. */
  beneficiaryId: uuidSchema.optional(),
  createdFrom: dayOrInstantSchema.optional(),
  createdTo: dayOrInstantSchema.optional(),
  search: z.string().trim().max(orderLimits.search.max).optional(),
  attention: orderAttentionFilterSchema.optional(),
};
export const orderListQuerySchema = z.strictObject({ page, limit: pageLimit, ...orderFilterShape });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/** What the list is narrowed and ordered by, without its page: what the export takes. */
export const orderFilterQuerySchema = z.strictObject(orderFilterShape);
export type OrderFilterQuery = z.infer<typeof orderFilterQuerySchema>;
/** The export takes the list's filter and order, and the file's format. */
export const orderExportQuerySchema = orderFilterQuerySchema.extend({ format: exportFormatSchema });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** The columns of the orders CSV export, in order. */
export const orderExportColumns = [
  'number',
  'createdAt',
  'status',
  'type',
  'beneficiary',
  'beneficiaryPhone',
  'preferredDate',
  'preferredWindow',
  'address',
  'description',
  'assistants',
  'outcome',
] as const;

/** The beneficiary's and the assistant's own lists, newest first. */
export const ownOrderQuerySchema = z.strictObject({
  page,
  limit: pageLimit,
  status: orderStatusSchema.optional(),
});
export type OwnOrderQuery = z.infer<typeof ownOrderQuerySchema>;

const orderParamsSchema = organizationParamsSchema.extend({ orderId: uuidSchema });
const orderAssistantParamsSchema = orderParamsSchema.extend({ memberId: uuidSchema });
const assistantOrderParamsSchema = z.strictObject({ orderId: uuidSchema });

const operatorOrder = '/operator/organization/:organizationId/order/:orderId';
const beneficiaryOrders = '/beneficiary/organization/:organizationId/order';

export const orderEndpoints = {
  createBeneficiaryOrder: defineEndpoint({
    method: 'POST',
    path: beneficiaryOrders,
    access: 'beneficiary',
    tag: 'orders',
    summary: 'A beneficiary asks the organization for something; every operator is notified',
    params: organizationParamsSchema,
    body: orderCreateSchema,
    response: orderSchema,
    successStatus: 201,
  }),
  listBeneficiaryOrders: defineEndpoint({
    method: 'GET',
    path: beneficiaryOrders,
    access: 'beneficiary',
    tag: 'orders',
    summary: 'The caller’s own orders in the organization, newest first',
    params: organizationParamsSchema,
    query: ownOrderQuerySchema,
    response: orderPageSchema,
    successStatus: 200,
  }),
  getBeneficiaryOrder: defineEndpoint({
    method: 'GET',
    path: `${beneficiaryOrders}/:orderId`,
    access: 'beneficiary',
    tag: 'orders',
    summary: 'One of the caller’s own orders',
    params: orderParamsSchema,
    response: orderSchema,
    successStatus: 200,
  }),
  cancelBeneficiaryOrder: defineEndpoint({
    method: 'POST',
    path: `${beneficiaryOrders}/:orderId/cancel`,
    access: 'beneficiary',
    tag: 'orders',
    summary: 'The beneficiary withdraws a NEW or ACCEPTED order of its own',
    params: orderParamsSchema,
    response: orderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/order',
    access: 'operator',
    tag: 'orders',
    summary: 'The organization’s orders, filtered, searched and sorted, with counts per status',
    params: organizationParamsSchema,
    query: orderListQuerySchema,
    response: orderListSchema,
    successStatus: 200,
  }),
  exportOrders: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/order/export',
    access: 'operator',
    tag: 'orders',
    summary: 'The list’s orders (its query without page and limit) as CSV, UTF-8 with BOM',
    params: organizationParamsSchema,
    query: orderExportQuerySchema,
    produces: 'text/csv',
    successStatus: 200,
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: operatorOrder,
    access: 'operator',
    tag: 'orders',
    summary: 'One order of the organization, with its version as the ETag',
    params: orderParamsSchema,
    response: operatorOrderSchema,
    successStatus: 200,
  }),
  /**
   * The caller's own read marker, not a change of the order: no version, no If-Match, no audit
   * event (as reading a notification). Idempotent; the first opening's time is kept.
   */
  markOrderOpened: defineEndpoint({
    method: 'PUT',
    path: `${operatorOrder}/opened`,
    access: 'operator',
    tag: 'orders',
    summary: 'The caller opened the order (the list’s openedByMe)',
    params: orderParamsSchema,
    successStatus: 204,
  }),
  acceptOrder: defineEndpoint({
    method: 'POST',
    path: `${operatorOrder}/accept`,
    access: 'operator',
    tag: 'orders',
    summary: 'NEW → ACCEPTED; the beneficiary is notified',
    params: orderParamsSchema,
    response: operatorOrderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  rejectOrder: defineEndpoint({
    method: 'POST',
    path: `${operatorOrder}/reject`,
    access: 'operator',
    tag: 'orders',
    summary: 'NEW → REJECTED with a reason; the beneficiary is notified',
    params: orderParamsSchema,
    body: orderRejectSchema,
    response: operatorOrderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  assignOrderAssistant: defineEndpoint({
    method: 'POST',
    path: `${operatorOrder}/assistant`,
    access: 'operator',
    tag: 'orders',
    summary: 'Ask an ACCEPTED assistant of the organization to take the order; it is notified',
    params: orderParamsSchema,
    body: orderAssignSchema,
    response: operatorOrderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  unassignOrderAssistant: defineEndpoint({
    method: 'DELETE',
    path: `${operatorOrder}/assistant/:memberId`,
    access: 'operator',
    tag: 'orders',
    summary: 'Take an assistant off the order',
    params: orderAssistantParamsSchema,
    response: operatorOrderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  /**
   * What undoes taking an assistant off: only while that was the order's latest change (its
   * If-Match is the version the taking off answered), the assistant comes back with the answer it
   * had given, the order back IN_PROGRESS if losing them moved it, and nobody is notified again.
   */
  restoreOrderAssistant: defineEndpoint({
    method: 'POST',
    path: `${operatorOrder}/assistant/:memberId/restore`,
    access: 'operator',
    tag: 'orders',
    summary:
      'Put back the assistant the order’s latest change took off, with its answer, without notifying it again',
    params: orderAssistantParamsSchema,
    response: operatorOrderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  markOrderHandled: defineEndpoint({
    method: 'POST',
    path: `${operatorOrder}/mark-handled`,
    access: 'operator',
    tag: 'orders',
    summary: 'ACCEPTED or IN_PROGRESS → HANDLED; the beneficiary is notified',
    params: orderParamsSchema,
    body: orderHandleSchema,
    response: operatorOrderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  listAssistantOrders: defineEndpoint({
    method: 'GET',
    path: '/assistant/order',
    access: 'assistant',
    tag: 'orders',
    summary: 'Orders the caller is assigned to (not those it declined), newest first',
    query: ownOrderQuerySchema,
    response: orderPageSchema,
    successStatus: 200,
  }),
  getAssistantOrder: defineEndpoint({
    method: 'GET',
    path: '/assistant/order/:orderId',
    access: 'assistant',
    tag: 'orders',
    summary: 'One order the caller is assigned to',
    params: assistantOrderParamsSchema,
    response: orderSchema,
    successStatus: 200,
  }),
  acceptAssistantOrder: defineEndpoint({
    method: 'POST',
    path: '/assistant/order/:orderId/accept',
    access: 'assistant',
    tag: 'orders',
    summary:
      'The assigned assistant takes the order (the first one moves it to IN_PROGRESS); operators and the beneficiary are notified',
    params: assistantOrderParamsSchema,
    response: orderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  declineAssistantOrder: defineEndpoint({
    method: 'POST',
    path: '/assistant/order/:orderId/decline',
    access: 'assistant',
    tag: 'orders',
    summary: 'The assigned assistant declines the order it was asked to take',
    params: assistantOrderParamsSchema,
    response: orderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
  markAssistantOrderHandled: defineEndpoint({
    method: 'POST',
    path: '/assistant/order/:orderId/mark-handled',
    access: 'assistant',
    tag: 'orders',
    summary: 'The accepted assistant reports the order handled; operators are notified',
    params: assistantOrderParamsSchema,
    body: orderHandleSchema,
    response: orderSchema,
    successStatus: 200,
    ifMatch: true,
    conflicts: true,
  }),
};
