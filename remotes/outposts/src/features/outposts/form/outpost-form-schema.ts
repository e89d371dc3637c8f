import {
  type OpeningInterval,
  type OutpostRuleMessages,
  outpostTypeSchema,
  outpostWriteSchemaWith,
  type Weekday,
  weekdays,
} from '@care/contracts/outpost';
import { i18n } from '@care/i18n';
import { z } from 'zod';

/** The outpost rules in the page's language, read when a message is shown. */
const ruleMessages: OutpostRuleMessages = {
  postalCode: () => i18n.t('outposts:rules.postalCode'),
  country: () => i18n.t('outposts:rules.country'),
  phone: () => i18n.t('outposts:rules.phone'),
  time: () => i18n.t('outposts:rules.time'),
  endsBeforeStart: () => i18n.t('outposts:rules.endsBeforeStart'),
  overlaps: () => i18n.t('outposts:rules.overlaps'),
};

/** The API's own rules for an outpost, worded for this form. */
const write = outpostWriteSchemaWith(ruleMessages);

/** `+48 600-100-200` → `+48600100200`; a number written with `00` in front of the country code too. */
export const normalizePhone = (phone: string) =>
  phone.replace(/[\s\-./()]/g, '').replace(/^00/, '+');

const formInterval = z.object({ from: z.string(), to: z.string() });
const formWeek = z.object(
  Object.fromEntries(weekdays.map((day) => [day, z.array(formInterval)])) as Record<
    Weekday,
    z.ZodArray<typeof formInterval>
  >,
);

/**
 * What the outpost form holds: every field as the user types it (text, a week of intervals, the
 * chosen file), checked by the contracts' rules. Its output is what the API takes, plus the logo
 * to send after it.
 */
export const outpostFormSchema = write.extend({
  type: z.string().pipe(outpostTypeSchema),
  website: z
    .string()
    .trim()
    .transform((website): z.input<typeof write.shape.website> => website || null)
    .pipe(write.shape.website),
  phone: z.string().transform(normalizePhone).pipe(write.shape.phone),
  // A week without any hours is "not given", not "closed every day".
  openingHours: formWeek
    .transform((week): z.input<typeof write.shape.openingHours> =>
      weekdays.some((day) => week[day].length > 0) ? week : null,
    )
    .pipe(write.shape.openingHours),
  logo: z.custom<File | null>((value) => value === null || value instanceof Blob),
  removeLogo: z.boolean(),
});

export type OutpostFormValues = z.input<typeof outpostFormSchema>;
export type OutpostFormOutput = z.output<typeof outpostFormSchema>;
export type FormWeek = Record<Weekday, OpeningInterval[]>;
