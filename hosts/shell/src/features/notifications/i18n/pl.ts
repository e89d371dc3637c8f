import type { notificationsEn } from './en';

export const notificationsPl: typeof notificationsEn = {
  bell: 'Powiadomienia',
  bellUnread: 'Powiadomienia, nieprzeczytane: {{count}}',
  title: 'Powiadomienia',
  markAllRead: 'Oznacz wszystkie jako przeczytane',
  loading: 'Wczytywanie powiadomień…',
  empty: 'Jesteś na bieżąco!',
  unread: 'Nieprzeczytane',
  noTitle: 'Bez tytułu',
  noDescription: 'Brak opisu',
  loadingMore: 'Wczytywanie kolejnych…',
  noMore: 'Nie ma więcej powiadomień',
  pendingInvitations: 'oczekujące zaproszenia: {{count}}',
};
