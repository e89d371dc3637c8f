import { notificationEndpoints } from '@care/contracts/notification';
import { limits } from '@care/contracts/primitives';
import { callEndpoint, queryKeys, shouldRetry } from '@care/platform';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@care/platform/query';
import { isParseError } from '../describe-load-error';

/** The unread count on the bell (GET /account/me/notification/count). */
export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: queryKeys.notificationCount(),
    queryFn: ({ signal }) => callEndpoint(notificationEndpoints.countNotifications, { signal }),
    select: (answer) => answer.count,
  });
}

/**
 * The popup's list, newest first, a page of 10 at a time from page 1.
 * Each page is parsed strictly by the contracts' schema, so a malformed
 * notification fails the query with the zod messages.
 */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: queryKeys.notificationPages(),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(notificationEndpoints.listNotifications, {
        query: { page: pageParam, limit: limits.notificationPageSize },
        signal,
      }),
    initialPageParam: limits.firstPage as number,
    getNextPageParam: ({ pagination }) => (pagination.isLast ? undefined : pagination.page + 1),
    retry: (failureCount, error) => !isParseError(error) && shouldRetry(failureCount, error),
  });
}

/** Refetches the list and the unread count: both live under the notifications scope. */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
}

/** Marks one notification read; the list and the count refresh once the API has it. */
export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (notificationId: string) =>
      callEndpoint(notificationEndpoints.readNotification, { params: { notificationId } }),
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => callEndpoint(notificationEndpoints.readAllNotifications),
    onSettled: refresh,
  });
}
