import type { Handlers } from '../../http/endpoint-routes';
import { csvDialect } from '../../csv/dialect';
import type { ModuleDeps } from '../deps';
import { createAssistantOrders } from './assistant-orders';
import { createBeneficiaryOrders } from './beneficiary-orders';
import { orderCsv } from './export';
import { createOperatorOrders } from './operator-orders';
import { preferredLanguage } from '../notifications/language';

export function orderHandlers(deps: ModuleDeps) {
  const own = createBeneficiaryOrders(deps);
  const organization = createOperatorOrders(deps);
  const assigned = createAssistantOrders(deps);
  return {
    createBeneficiaryOrder: async ({ caller, body }) => own.create(caller, body),
    listBeneficiaryOrders: async ({ caller, query }) => own.list(caller, query),
    getBeneficiaryOrder: async ({ caller, params }) => own.get(caller, params.orderId),
    cancelBeneficiaryOrder: async ({ caller, params, expectedVersion }) =>
      own.cancel(caller, params.orderId, expectedVersion),

    listOrders: async ({ caller, query }) => organization.list(caller, query),
    exportOrders: async ({ caller, query, request, reply }) => {
      const day = new Date().toISOString().slice(0, 10);
      const language = preferredLanguage(request.headers['accept-language']);
      reply.header('content-disposition', `attachment; filename="orders-${day}.csv"`);
      return orderCsv(
        deps.db,
        caller.operator.organizationId,
        query,
        csvDialect(query.format, language),
        deps.timeZone,
        await organization.exportAttention(caller, query),
      );
    },
    getOrderAttention: async ({ caller }) => organization.attention(caller),
    getOrder: async ({ caller, params }) => organization.get(caller, params.orderId),
    markOrderOpened: async ({ caller, params }) => organization.markOpened(caller, params.orderId),
    acceptOrder: async ({ caller, params, expectedVersion }) =>
      organization.accept(caller, params.orderId, expectedVersion),
    rejectOrder: async ({ caller, params, body, expectedVersion }) =>
      organization.reject(caller, params.orderId, body.reason, expectedVersion),
    assignOrderAssistant: async ({ caller, params, body, expectedVersion }) =>
      organization.assign(caller, params.orderId, body.memberId, expectedVersion),
    unassignOrderAssistant: async ({ caller, params, expectedVersion }) =>
      organization.unassign(caller, params.orderId, params.memberId, expectedVersion),
    restoreOrderAssistant: async ({ caller, params, expectedVersion }) =>
      organization.restoreAssistant(caller, params.orderId, params.memberId, expectedVersion),
    markOrderHandled: async ({ caller, params, body, expectedVersion }) =>
      organization.markHandled(caller, params.orderId, body?.outcome, expectedVersion),

    listAssistantOrders: async ({ caller, query }) => assigned.list(caller, query),
    getAssistantOrder: async ({ caller, params }) => assigned.get(caller, params.orderId),
    acceptAssistantOrder: async ({ caller, params, expectedVersion }) =>
      assigned.accept(caller, params.orderId, expectedVersion),
    declineAssistantOrder: async ({ caller, params, expectedVersion }) =>
      assigned.decline(caller, params.orderId, expectedVersion),
    markAssistantOrderHandled: async ({ caller, params, body, expectedVersion }) =>
      assigned.markHandled(caller, params.orderId, body?.outcome, expectedVersion),
  } satisfies Partial<Handlers>;
}
