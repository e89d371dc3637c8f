import { toaster } from '@care/ui';
import { problemDetail } from '../forms/problem';
import { pageText } from './i18n';

/**
 * Tells the user an action failed: `title` says what (translated by the caller, e.g.
 * 'Could not delete the tag'), the description why — the problem's detail, or a plea to
 * try again when the failure carried no explanation.
 */
export function toastProblem(error: unknown, title: string): void {
  toaster.error({
    title,
    description: problemDetail(error) ?? pageText('unknownError'),
  });
}
