import { routePatterns } from '@care/platform';
import { renderRemote, type ApiStub } from '@care/testing';
import { screen } from '@testing-library/react';
import App from '../../../App';

/** The remote as the shell mounts it, at `url`, with the API answering as `api` says. */
export const renderTagsApp = (url: string, api?: (stub: ApiStub) => void) =>
  renderRemote(App, { mountPath: routePatterns.tags, url, api });

/**
 * A form field by its label (a required field's label ends in an asterisk hidden from assistive
 * technology). By label: role queries walk the whole accessibility tree, slow on a form.
 */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
