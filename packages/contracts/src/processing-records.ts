// Without zod: the admin page reads this list as it is, and nothing parses it.
import {
  accessLogRetentionLimits,
  defaultOrganizationSettings,
  inactiveMemberRetentionLimits,
} from './organization-settings';

/** The legal bases the records cite (GDPR/RODO article, paragraph, point). */
export const legalBases = ['art6-1-b', 'art6-1-c', 'art6-1-f', 'art9-2-h'] as const;
export type LegalBasis = (typeof legalBases)[number];

/** Who reads the data of a purpose, as the roles of the panel and the mobile app. */
export const processingRecipients = [
  'person',
  'operators',
  'superOperators',
  'assignedAssistants',
  'admins',
] as const;
export type ProcessingRecipient = (typeof processingRecipients)[number];

/**
 * How long the data of a purpose is kept. A retention a job enforces carries the value that job
 * reads, so the record and the deletion cannot disagree.
 */
export type Retention =
  /** Until the person deletes their account. */
  | { kind: 'untilAccountDeleted' }
  /** As long as the organization exists: the record of who changed what. */
  | { kind: 'whileOrganizationExists' }
  /** Whole months, deleted by a job; `setting` names the organization setting that changes it. */
  | {
      kind: 'months';
      months: number;
      setting?: { name: string; minMonths: number; maxMonths: number };
    }
  /**
   * Until a super operator erases it, and at most `months` after the membership ends (INACTIVE),
   * when a job anonymizes the person's data; `setting` names the organization setting.
   */
  | {
      kind: 'monthsAfterInactive';
      months: number;
      setting: { name: string; minMonths: number; maxMonths: number };
    };

export interface ProcessingPurpose {
  /** Its key in the texts (what data, why) of the page that shows it. */
  id: string;
  legalBases: readonly LegalBasis[];
  recipients: readonly ProcessingRecipient[];
  retention: Retention;
}

/**
 * The records of processing (docs/product.md, records of processing): what the panel processes,
 * why, who sees it and how long it is kept. Each purpose's words are in the admin remote's
 * texts under `processing.purposes.<id>`; a new purpose is one more entry here and its texts.
 */
export const processingPurposes = [
  {
    id: 'account',
    legalBases: ['art6-1-b', 'art6-1-c'],
    recipients: ['person', 'admins'],
    retention: { kind: 'untilAccountDeleted' },
  },
  {
    id: 'care',
    legalBases: ['art9-2-h', 'art6-1-c'],
    recipients: ['operators', 'assignedAssistants', 'person'],
    retention: {
      kind: 'monthsAfterInactive',
      months: defaultOrganizationSettings.inactiveMemberRetentionMonths,
      setting: { name: 'inactiveMemberRetentionMonths', ...inactiveMemberRetentionLimits },
    },
  },
  {
    id: 'orders',
    legalBases: ['art9-2-h', 'art6-1-b'],
    recipients: ['operators', 'assignedAssistants', 'person'],
    retention: {
      kind: 'monthsAfterInactive',
      months: defaultOrganizationSettings.inactiveMemberRetentionMonths,
      setting: { name: 'inactiveMemberRetentionMonths', ...inactiveMemberRetentionLimits },
    },
  },
  {
    id: 'accessLog',
    legalBases: ['art6-1-c'],
    recipients: ['superOperators', 'person'],
    retention: {
      kind: 'months',
      months: defaultOrganizationSettings.accessLogRetentionMonths,
      setting: { name: 'accessLogRetentionMonths', ...accessLogRetentionLimits },
    },
  },
  {
    id: 'audit',
    legalBases: ['art6-1-c', 'art6-1-f'],
    recipients: ['operators', 'superOperators'],
    retention: { kind: 'whileOrganizationExists' },
  },
  {
    id: 'notifications',
    legalBases: ['art6-1-b'],
    recipients: ['person'],
    retention: { kind: 'untilAccountDeleted' },
  },
] as const satisfies readonly ProcessingPurpose[];

export type ProcessingPurposeId = (typeof processingPurposes)[number]['id'];
