import { routes } from '@care/platform';
import { Button, CenteredPage, Text } from '@care/ui';
import { Link as RouterLink } from '@care/platform/router';

export interface StatusPageProps {
  title: string;
  body: string;
  homeLabel: string;
}

/** A full-page status message with the way back to the dashboard. */
export function StatusPage({ title, body, homeLabel }: StatusPageProps) {
  return (
    <CenteredPage title={title}>
      <Text>{body}</Text>
      <Button asChild alignSelf="start">
        <RouterLink to={routes.dashboard()}>{homeLabel}</RouterLink>
      </Button>
    </CenteredPage>
  );
}
