/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const card = css({
  maxWidth: '32rem',
  margin: '3rem auto',
  padding: '1.5rem',
  border: '1px solid currentColor',
  borderRadius: '0.5rem',
  textAlign: 'center',
});

export interface RemoteLoadFailedProps {
  onRetry: () => void;
}

/** Takes the place of an area that failed; the rest of the panel keeps working. */
export function RemoteLoadFailed({ onRetry }: RemoteLoadFailedProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section css={card} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t('remote.loadFailed.title', {
          defaultValue: 'This part of the panel could not be loaded',
        })}
      </h2>
      <p>
        {t('remote.loadFailed.description', {
          defaultValue: 'Check your connection and try again. The rest of the panel keeps working.',
        })}
      </p>
      <button type="button" onClick={onRetry}>
        {t('remote.loadFailed.retry', { defaultValue: 'Retry' })}
      </button>
    </section>
  );
}
