import type { DashboardFiguresStrings } from './en';

export const dashboardFiguresPl: DashboardFiguresStrings = {
  loading: 'Wczytywanie danych organizacji {{name}}…',
  loadError: 'Nie udało się wczytać danych',
  unavailable: 'Organizacja niedostępna',
  members: {
    title: 'Członkowie',
    byRole: 'Według roli',
    byStatus: 'Według statusu',
    roles: { OPERATOR: 'Operatorzy', ASSISTANT: 'Asystenci', BENEFICIARY: 'Podopieczni' },
    link: 'Przejdź do członków',
  },
  invitations: {
    title: 'Oczekujące zaproszenia',
  },
  orders: {
    title: 'Zlecenia',
    byStatus: 'Według statusu',
    link: 'Przejdź do zleceń',
  },
  attention: {
    title: 'Wymaga uwagi',
    empty: 'Żadne zlecenie nie wymaga uwagi.',
    all_one: 'Pokaż {{count}} zlecenie',
    all_few: 'Pokaż wszystkie {{count}} zlecenia',
    all_many: 'Pokaż wszystkie {{count}} zleceń',
    all_other: 'Pokaż wszystkie {{count}} zlecenia',
    loading: 'Liczenie zleceń wymagających uwagi…',
    loadError: 'Nie udało się policzyć zleceń wymagających uwagi.',
    retry: 'Spróbuj ponownie',
  },
  onCall: {
    title: 'Dyżur teraz',
    everyOperator: 'Każdy operator: w grafiku dyżurów nikt nie ma teraz dyżuru.',
    rota: 'Grafik dyżurów',
    loading: 'Sprawdzanie, kto ma dyżur…',
    loadError: 'Nie udało się sprawdzić, kto ma dyżur.',
    retry: 'Spróbuj ponownie',
  },
  waiting: {
    title: 'Najdłużej czekające na przyjęcie',
    empty: 'Żadne zlecenie nie czeka na przyjęcie.',
    order: '{{number}}, {{name}}',
  },
  perDay: {
    title: 'Zlecenia dziennie, ostatnie {{count}} dni',
    empty: 'Brak zleceń w ostatnich {{count}} dniach.',
    tableCaption: 'Zlecenia dziennie, ostatnie {{count}} dni',
    day: 'Dzień',
    count: 'Zlecenia',
    chartLoading: 'Wczytywanie wykresu…',
  },
  admin: {
    title: 'Administracja',
    count_one: '{{count}} organizacja w panelu',
    count_few: '{{count}} organizacje w panelu',
    count_many: '{{count}} organizacji w panelu',
    count_other: '{{count}} organizacji w panelu',
    countError: 'Nie udało się wczytać liczby organizacji.',
  },
};
