import type { RemoteName } from '@care/contracts/runtime-config';
import { Link } from '@care/ui';
import type { ComponentType, ReactNode } from 'react';
import { matchPath, Link as RouterLink, useLocation } from '@care/platform/router';
import { preloadRemoteApp } from '../../federation';

export interface SidebarLinkProps {
  to: string;
  /** Path patterns under which this entry is the current one, e.g. `/organization/1/orders/*`. */
  activeOn: string[];
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  children: ReactNode;
  /** The remote the entry opens: fetched as soon as the entry is pointed at or focused. */
  remote?: RemoteName;
}

export function isActiveOn(pathname: string, patterns: string[]): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** One menu entry; the current one is highlighted and announced as the current page. */
export function SidebarLink({ to, activeOn, icon: Icon, children, remote }: SidebarLinkProps) {
  const { pathname } = useLocation();
  const current = isActiveOn(pathname, activeOn);
  const preload = remote ? () => preloadRemoteApp(remote) : undefined;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
    >
      <RouterLink
        to={to}
        aria-current={current ? 'page' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon aria-hidden />
        {children}
      </RouterLink>
    </Link>
  );
}
