import { routes, useOrganization } from '@care/platform';
import {
  DocumentsIcon,
  MembersIcon,
  OrdersIcon,
  OutpostsIcon,
  SettingsIcon,
  Skeleton,
  TagsIcon,
} from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { useOrderAttention } from '../order-attention/api/get-order-attention';
import { SidebarLink } from './SidebarLink';
import { SidebarSection } from './SidebarSection';

/** Sub-pages of an organization match with everything below them. */
const within = (path: string) => [path, `${path}/*`];

/**
 * The menu group of one operated organization: its name from the API, then its five areas and
 * its settings; the orders badged with how many need attention.
 */
export function OrganizationSection({ organizationId }: { organizationId: string }) {
  const { t } = useShellTranslation();
  const organization = useOrganization(organizationId);
  const id = organizationId;
  const membersPath = routes.organization({ id });
  const attention = useOrderAttention(id).data?.total ?? 0;

  const title =
    organization.data?.name ??
    (organization.isPending ? (
      <Skeleton
        as="span"
        display="inline-block"
        height="3"
        width="32"
        // A status: a plain element may not carry a name of its own (axe: aria-prohibited-attr).
        role="status"
        aria-label={t('sidebar.organizationLoading')}
      />
    ) : (
      t('sidebar.organizationUnavailable')
    ));

  return (
    <SidebarSection title={title}>
      <SidebarLink
        to={membersPath}
        activeOn={[membersPath, `${membersPath}/members/*`]}
        icon={MembersIcon}
        remote="members"
        organizationId={id}
      >
        {t('sidebar.members')}
      </SidebarLink>
      <SidebarLink
        to={routes.orders({ id })}
        activeOn={within(routes.orders({ id }))}
        icon={OrdersIcon}
        remote="orders"
        organizationId={id}
        count={{
          value: attention,
          label: t('sidebar.ordersAttention', { count: attention }),
        }}
      >
        {t('sidebar.orders')}
      </SidebarLink>
      <SidebarLink
        to={routes.tags({ id })}
        activeOn={within(routes.tags({ id }))}
        icon={TagsIcon}
        remote="tags"
        organizationId={id}
      >
        {t('sidebar.tags')}
      </SidebarLink>
      <SidebarLink
        to={routes.documents({ id })}
        activeOn={within(routes.documents({ id }))}
        icon={DocumentsIcon}
        remote="documents"
        organizationId={id}
      >
        {t('sidebar.documents')}
      </SidebarLink>
      <SidebarLink
        to={routes.outposts({ id })}
        activeOn={within(routes.outposts({ id }))}
        icon={OutpostsIcon}
        remote="outposts"
        organizationId={id}
      >
        {t('sidebar.outposts')}
      </SidebarLink>
      <SidebarLink
        to={routes.organizationSettings({ id })}
        activeOn={within(routes.organizationSettings({ id }))}
        icon={SettingsIcon}
        remote="members"
        organizationId={id}
      >
        {t('sidebar.organizationSettings')}
      </SidebarLink>
    </SidebarSection>
  );
}
