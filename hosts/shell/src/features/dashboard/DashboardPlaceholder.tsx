import { Stack } from '@care/ui';
import { PlaceholderPartOf } from '../../panel-page/PlaceholderPart';
import { AdminCountSkeleton, AdminSummaryCard } from './figures/AdminSummary';
import { OrganizationFiguresPlaceholder } from './figures/OrganizationFigures';
import {
  DashboardHeader,
  DashboardIntro,
  DashboardStack,
  OrganizationsSection,
} from './layout/DashboardSections';

/**
 * The dashboard before anything of the user is known, as the panel's page paints it before any
 * script runs: DashboardPage's parts with their figures' places held. An admin's card and an
 * operator's organizations are each a part that only some users have.
 */
export function DashboardPlaceholder() {
  return (
    <DashboardStack>
      <DashboardHeader
        intro={
          <PlaceholderPartOf part="operator">
            <DashboardIntro />
          </PlaceholderPartOf>
        }
      />
      <PlaceholderPartOf part="admin">
        <AdminSummaryCard count={<AdminCountSkeleton />} />
      </PlaceholderPartOf>
      <PlaceholderPartOf part="operator">
        <OrganizationsSection>
          <Stack gap="6">
            <OrganizationFiguresPlaceholder />
          </Stack>
        </OrganizationsSection>
      </PlaceholderPartOf>
    </DashboardStack>
  );
}
