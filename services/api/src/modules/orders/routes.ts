import type { Order } from '@care/contracts';
import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes';
import { parseIfMatch, versionEtag } from '../../http/etag';
import type { ModuleDeps } from '../deps';
import { createOrderService } from './service';

/** An order answers with its version as the ETag the next transition sends back in If-Match. */
function tagged(reply: FastifyReply, order: Order): Order {
  reply.header('etag', versionEtag(order.version));
  return order;
}

export function orderHandlers(deps: ModuleDeps) {
  const orders = createOrderService(deps);
  return {
    createBeneficiaryOrder: async ({ caller, body, reply }) =>
      tagged(reply, await orders.create(caller, body)),
    listBeneficiaryOrders: async ({ caller, query }) => orders.listOwn(caller, query),
    getBeneficiaryOrder: async ({ caller, params, reply }) =>
      tagged(reply, await orders.getOwn(caller, params.orderId)),
    cancelBeneficiaryOrder: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.cancel(caller, params.orderId, parseIfMatch(request.headers['if-match'])),
      ),

    listOrders: async ({ caller, query }) => orders.list(caller, query),
    getOrder: async ({ caller, params, reply }) =>
      tagged(reply, await orders.get(caller, params.orderId)),
    markOrderOpened: async ({ caller, params }) => orders.markOpened(caller, params.orderId),
    acceptOrder: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.accept(caller, params.orderId, parseIfMatch(request.headers['if-match'])),
      ),
    rejectOrder: async ({ caller, params, body, request, reply }) =>
      tagged(
        reply,
        await orders.reject(
          caller,
          params.orderId,
          body.reason,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    assignOrderAssistant: async ({ caller, params, body, request, reply }) =>
      tagged(
        reply,
        await orders.assign(
          caller,
          params.orderId,
          body.memberId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    unassignOrderAssistant: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.unassign(
          caller,
          params.orderId,
          params.memberId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    markOrderHandled: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.markHandled(caller, params.orderId, parseIfMatch(request.headers['if-match'])),
      ),

    listAssistantOrders: async ({ caller, query }) => orders.listAssigned(caller, query),
    getAssistantOrder: async ({ caller, params, reply }) =>
      tagged(reply, await orders.getAssigned(caller, params.orderId)),
    acceptAssistantOrder: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.acceptAssigned(
          caller,
          params.orderId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    declineAssistantOrder: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.declineAssigned(
          caller,
          params.orderId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    markAssistantOrderHandled: async ({ caller, params, request, reply }) =>
      tagged(
        reply,
        await orders.markAssignedHandled(
          caller,
          params.orderId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
  } satisfies Partial<Handlers>;
}
