export * from './icons';
export { CenteredPage, type CenteredPageProps } from './CenteredPage';
export { FullPageSpinner, type FullPageSpinnerProps } from './FullPageSpinner';
