import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { orderNumberPattern } from './order';
import { organizationParamsSchema } from './organization';
import { listSearchSchema } from './pagination';
import { uuidSchema } from './primitives';
import { storedTagSchema } from './tag';

export const assistantCandidateLimits = {
  /** How many candidates one answer holds; typing narrows them. */
  items: 20,
} as const;

export const assistantCandidateQuerySchema = z.strictObject({
  /** Every word somewhere in the assistant's names or e-mail, case and accents ignored. */
  search: listSearchSchema.optional(),
});
export type AssistantCandidateQuery = z.infer<typeof assistantCandidateQuerySchema>;

/** One of the assistant's open orders whose hours overlap the order's. */
export const candidateOverlapSchema = z.object({
  orderId: uuidSchema,
  number: z.string().regex(orderNumberPattern),
});
export type CandidateOverlap = z.infer<typeof candidateOverlapSchema>;

export const assistantCandidateSchema = z.object({
  memberId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** By name. */
  tags: z.array(storedTagSchema.omit({ version: true })),
  /** Accepted or in-progress orders they are asked to take or have taken (not declined). */
  openOrders: z.number().int().min(0),
  /**
   * Those of the open orders preferred on the order's preferred day, in the organization's time
   * zone; 0 when the order has no preferred date.
   */
  sameDayOrders: z.number().int().min(0),
  /** The same-day orders whose hours overlap the order's, when both have hours; by number. */
  overlaps: z.array(candidateOverlapSchema),
});
export type AssistantCandidate = z.infer<typeof assistantCandidateSchema>;

export const assistantCandidateListSchema = z.object({
  /** The lightest day first: fewest same-day orders, then fewest open ones, then by name. */
  items: z.array(assistantCandidateSchema),
  /** True when more assistants matched than `assistantCandidateLimits.items`. */
  truncated: z.boolean(),
});
export type AssistantCandidateList = z.infer<typeof assistantCandidateListSchema>;

export const assistantCandidateEndpoints = {
  listAssistantCandidates: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/order/:orderId/assistant-candidates',
    access: 'operator',
    tag: 'orders',
    summary:
      'The organization’s assistants who may be asked to take the order, each with their tags and how full their days are, the lightest first',
    params: organizationParamsSchema.extend({ orderId: uuidSchema }),
    query: assistantCandidateQuerySchema,
    response: assistantCandidateListSchema,
    successStatus: 200,
  }),
};
