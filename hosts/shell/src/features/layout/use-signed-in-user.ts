import { useAccountBundle, useAuthStore } from '@care/platform';

/** Who the top bar and the user drawer show: the account's name, or the session's email until it loads. */
export function useSignedInUser(): { fullName: string; email: string } {
  const info = useAccountBundle().data?.info;
  const sessionEmail = useAuthStore((state) => state.user?.email ?? '');
  return {
    fullName: info ? `${info.firstName} ${info.lastName}` : sessionEmail,
    email: info?.email ?? sessionEmail,
  };
}
