import type { NotificationType } from '@care/contracts';
import type { Language } from './language';

interface Text {
  title: string;
  description: string;
}

/** What each notification type says, in every language it is stored in. */
export const notificationTexts: Record<NotificationType, Record<Language, Text>> = {
  ORDER_CREATED: {
    pl: { title: 'Nowe zlecenie', description: 'Podopieczny złożył nowe zlecenie.' },
    en: { title: 'New order', description: 'A beneficiary placed a new order.' },
  },
  ORDER_ACCEPTED: {
    pl: { title: 'Zlecenie przyjęte', description: 'Organizacja przyjęła zlecenie.' },
    en: { title: 'Order accepted', description: 'The organization accepted the order.' },
  },
  ORDER_REJECTED: {
    pl: { title: 'Zlecenie odrzucone', description: 'Organizacja odrzuciła zlecenie.' },
    en: { title: 'Order rejected', description: 'The organization rejected the order.' },
  },
  ORDER_MARKED_AS_HANDLED: {
    pl: {
      title: 'Zlecenie zrealizowane',
      description: 'Zlecenie zostało oznaczone jako zrealizowane.',
    },
    en: { title: 'Order handled', description: 'The order was marked as handled.' },
  },
  ORGANIZATION_ORDER_MARKED_AS_ACCEPTED: {
    pl: { title: 'Asystent przyjął zlecenie', description: 'Asystent zajmie się zleceniem.' },
    en: {
      title: 'Assistant took the order',
      description: 'An assistant will take care of the order.',
    },
  },
  ASSISTANT_NOTIFIED: {
    pl: { title: 'Nowe zlecenie do realizacji', description: 'Przypisano Cię do zlecenia.' },
    en: { title: 'New order to handle', description: 'You were assigned to an order.' },
  },
  ASSISTANT_ORDER_ACCEPTED: {
    pl: {
      title: 'Asystent przyjął zlecenie',
      description: 'Przypisany asystent przyjął zlecenie.',
    },
    en: {
      title: 'Assistant accepted the order',
      description: 'The assigned assistant accepted the order.',
    },
  },
};

/** The stored columns for a notification of this type. */
export function notificationColumns(type: NotificationType) {
  const { pl, en } = notificationTexts[type];
  return {
    titlePl: pl.title,
    titleEn: en.title,
    descriptionPl: pl.description,
    descriptionEn: en.description,
  };
}
