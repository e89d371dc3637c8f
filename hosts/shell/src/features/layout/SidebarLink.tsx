import type { RemoteName } from '@care/contracts/runtime-config';
import { Link, VisuallyHidden } from '@care/ui';
import type { ComponentType, ReactNode } from 'react';
import { useQueryClient } from '@care/platform/query';
import { matchPath, Link as RouterLink, useLocation } from '@care/platform/router';
import { prefetchRemoteData, preloadRemoteApp } from '../../federation';
import { CountBadge } from './CountBadge';
import { sidebarLinkStyles } from './frame-styles';

export interface SidebarLinkProps {
  to: string;
  /** Path patterns under which this entry is the current one, e.g. `/organization/1/orders/*`. */
  activeOn: string[];
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  children: ReactNode;
  /**
   * The remote the entry opens: its code, and the data of its first page when it exposes a
   * prefetch, are fetched as soon as the entry is pointed at or focused.
   */
  remote?: RemoteName;
  /** The organization whose area the entry opens, for the remote's prefetch. */
  organizationId?: string;
  /**
   * A count badged on the entry, and the words that say it after the entry's name ("8 zleceń
   * wymaga uwagi"), read in brackets in place of the badge, so the name still starts with the visible text.
   */
  count?: { value: number; label: string };
}

export function isActiveOn(pathname: string, patterns: string[]): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** One menu entry; the current one is highlighted and announced as the current page. */
export function SidebarLink({
  to,
  activeOn,
  icon: Icon,
  children,
  remote,
  organizationId,
  count,
}: SidebarLinkProps) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const current = isActiveOn(pathname, activeOn);
  const preload = remote
    ? () => {
        preloadRemoteApp(remote);
        prefetchRemoteData(remote, queryClient, { organizationId });
      }
    : undefined;
  return (
    <Link
      asChild
      {...sidebarLinkStyles}
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
        {count && count.value > 0 && (
          <>
            <CountBadge count={count.value} />
            <VisuallyHidden>{` (${count.label})`}</VisuallyHidden>
          </>
        )}
      </RouterLink>
    </Link>
  );
}
