/**
 * The icons of the panel's frame (top bar, sidebar, user menu), one import
 * each so only these ship: react-icons as a whole is megabytes.
 */
export {
  LuBuilding2 as OrganizationIcon,
  LuClipboardList as OrdersIcon,
  LuFileText as DocumentsIcon,
  LuHeartHandshake as LogoIcon,
  LuLayoutDashboard as DashboardIcon,
  LuLogOut as SignOutIcon,
  LuMapPin as OutpostsIcon,
  LuMenu as MenuIcon,
  LuScrollText as ProcessingRecordsIcon,
  LuSettings as SettingsIcon,
  LuShieldCheck as AdminIcon,
  LuSmartphone as MobileAppIcon,
  LuTags as TagsIcon,
  LuUser as ProfileIcon,
  LuUsers as MembersIcon,
} from 'react-icons/lu';
