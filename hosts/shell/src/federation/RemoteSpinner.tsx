/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const centered = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
});

const ring = css({
  width: '2rem',
  height: '2rem',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
});

const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** Shown while a remote's code loads. */
export function RemoteSpinner() {
  const { t } = useTranslation();
  return (
    <div css={centered} role="status" aria-live="polite">
      <span css={ring} aria-hidden="true" />
      <span css={visuallyHidden}>{t('remote.loading', { defaultValue: 'Loading…' })}</span>
    </div>
  );
}
