import { i18n } from '@care/i18n';
import { problemDetail } from '@care/ui/page';
import { toaster } from '@care/ui';

type Answer = 'ACCEPTED' | 'REJECTED';

const fallbackKey = {
  ACCEPTED: 'messages.invitationAcceptFailed',
  REJECTED: 'messages.invitationRejectFailed',
} as const;
const successKey = {
  ACCEPTED: 'messages.invitationAccepted',
  REJECTED: 'messages.invitationRejected',
} as const;

/** An answer went through: the catalogue's success toast. */
export function toastAnswered(answer: Answer) {
  toaster.success({ title: i18n.t(successKey[answer], { ns: 'common' }) });
}

/**
 * An answer failed: summary 'Error', and the API's explanation when it gave one (e.g. that it
 * was answered already), else the catalogue's "could not be accepted / rejected" (a lost
 * connection's raw message would tell the user nothing).
 */
export function toastAnswerFailed(answer: Answer, error: unknown) {
  toaster.error({
    title: i18n.t('error', { ns: 'common' }),
    description: problemDetail(error) ?? i18n.t(fallbackKey[answer], { ns: 'common' }),
  });
}
