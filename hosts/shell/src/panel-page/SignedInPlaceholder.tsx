import { LoadingState } from '@care/ui';
import { DashboardPlaceholder } from '../features/dashboard/DashboardPlaceholder';
import { FramePlaceholder, OrganizationMenuPlaceholder } from '../features/layout/FramePlaceholder';
import { PlaceholderPartOf } from './PlaceholderPart';

/**
 * Every part of the frame the panel's page paints before its scripts run, for the build to write
 * in each language; the inline script keeps the parts a visit has (placeholderParts).
 */
export function SignedInPlaceholder() {
  return (
    <FramePlaceholder
      menu={
        <PlaceholderPartOf part="operator">
          <OrganizationMenuPlaceholder />
        </PlaceholderPartOf>
      }
    >
      <PlaceholderPartOf part="dashboard">
        <DashboardPlaceholder />
      </PlaceholderPartOf>
      <PlaceholderPartOf part="other-page">
        <LoadingState />
      </PlaceholderPartOf>
    </FramePlaceholder>
  );
}
