import { ConfigSidebar } from './ConfigSidebar';
import { ProfileSidebar } from './ProfileSidebar';

/** The top bar's buttons for the layout configurator and the user drawer, each with its drawer. */
export function TopBarSidebars() {
  return (
    <>
      <ConfigSidebar />
      <ProfileSidebar />
    </>
  );
}
