import type { NotificationType, OrderAttentionReason, OrderType } from '@care/contracts';
import type { Language } from './language';

/**
 * What a notification names of its order: the number and the kind of request, never the
 * patient. The same text goes out as a push, and a phone's lock screen is not private.
 */
export interface NotifiedOrder {
  number: string;
  type: OrderType;
  /** Why it waited too long, for an ORDER_OVERDUE notification. */
  overdue?: OrderAttentionReason;
}

interface Text {
  title: string;
  description: (order: NotifiedOrder, type: string) => string;
}

/** Order types as a notification's sentence names them. */
export const orderTypeWords: Record<OrderType, Record<Language, string>> = {
  VISIT: { pl: 'wizyta', en: 'visit' },
  EQUIPMENT: { pl: 'sprzęt', en: 'equipment' },
  TRANSPORT: { pl: 'transport', en: 'transport' },
  CONSULTATION: { pl: 'konsultacja', en: 'consultation' },
  OTHER: { pl: 'inne', en: 'other' },
};

/** What an overdue order waited too long for, as the ORDER_OVERDUE sentence ends. */
const overdueWords: Record<OrderAttentionReason, Record<Language, string>> = {
  NOT_ACCEPTED: { pl: 'nieprzyjęte na czas', en: 'not accepted in time' },
  NOT_ASSIGNED: {
    pl: 'nikt z zespołu nie podjął go na czas',
    en: 'no assistant took it on in time',
  },
  PAST_PREFERRED_DATE: { pl: 'minął preferowany termin', en: 'the preferred date has passed' },
};

const overdueWord = ({ overdue }: NotifiedOrder, language: Language) =>
  overdue ? `: ${overdueWords[overdue][language]}` : '';

/**
 * What each notification type says, in every language it is stored in. A Polish sentence names
 * no person as its subject ("Osoba przypisana … przyjęła", not "Asystent przyjął"): the text is
 * stored once for everyone it goes to, whoever the assistant is.
 */
export const notificationTexts: Record<NotificationType, Record<Language, Text>> = {
  ORDER_CREATED: {
    pl: {
      title: 'Nowe zlecenie',
      description: ({ number }, type) => `Zlecenie ${number} (${type}) czeka na przyjęcie.`,
    },
    en: {
      title: 'New order',
      description: ({ number }, type) => `Order ${number} (${type}) is waiting to be accepted.`,
    },
  },
  ORDER_ACCEPTED: {
    pl: {
      title: 'Zlecenie przyjęte',
      description: ({ number }, type) => `Organizacja przyjęła zlecenie ${number} (${type}).`,
    },
    en: {
      title: 'Order accepted',
      description: ({ number }, type) => `The organization accepted order ${number} (${type}).`,
    },
  },
  ORDER_REJECTED: {
    pl: {
      title: 'Zlecenie odrzucone',
      description: ({ number }, type) => `Organizacja odrzuciła zlecenie ${number} (${type}).`,
    },
    en: {
      title: 'Order rejected',
      description: ({ number }, type) => `The organization rejected order ${number} (${type}).`,
    },
  },
  ORDER_MARKED_AS_HANDLED: {
    pl: {
      title: 'Zlecenie zrealizowane',
      description: ({ number }, type) =>
        `Zlecenie ${number} (${type}) zostało oznaczone jako zrealizowane.`,
    },
    en: {
      title: 'Order handled',
      description: ({ number }, type) => `Order ${number} (${type}) was marked as handled.`,
    },
  },
  ORGANIZATION_ORDER_MARKED_AS_ACCEPTED: {
    pl: {
      title: 'Zlecenie w realizacji',
      description: ({ number }, type) =>
        `Osoba z zespołu zajmie się zleceniem ${number} (${type}).`,
    },
    en: {
      title: 'Assistant took the order',
      description: ({ number }, type) =>
        `An assistant will take care of order ${number} (${type}).`,
    },
  },
  ASSISTANT_NOTIFIED: {
    pl: {
      title: 'Nowe zlecenie do realizacji',
      description: ({ number }, type) => `Przypisano Cię do zlecenia ${number} (${type}).`,
    },
    en: {
      title: 'New order to handle',
      description: ({ number }, type) => `You were assigned to order ${number} (${type}).`,
    },
  },
  ASSISTANT_ORDER_ACCEPTED: {
    pl: {
      title: 'Zlecenie przyjęte do realizacji',
      description: ({ number }, type) =>
        `Osoba przypisana do zlecenia ${number} (${type}) przyjęła je do realizacji.`,
    },
    en: {
      title: 'Assistant accepted the order',
      description: ({ number }, type) =>
        `The assigned assistant accepted order ${number} (${type}).`,
    },
  },
  ORDER_OVERDUE: {
    pl: {
      title: 'Zlecenie czeka za długo',
      description: (order, type) =>
        `Zlecenie ${order.number} (${type}) czeka za długo${overdueWord(order, 'pl')}.`,
    },
    en: {
      title: 'Order overdue',
      description: (order, type) =>
        `Order ${order.number} (${type}) has waited too long${overdueWord(order, 'en')}.`,
    },
  },
};

/** A notification's title and description in one language. */
export function notificationText(type: NotificationType, order: NotifiedOrder, language: Language) {
  const text = notificationTexts[type][language];
  return {
    title: text.title,
    description: text.description(order, orderTypeWords[order.type][language]),
  };
}

/** The stored columns for a notification of this type about this order. */
export function notificationColumns(type: NotificationType, order: NotifiedOrder) {
  const pl = notificationText(type, order, 'pl');
  const en = notificationText(type, order, 'en');
  return {
    titlePl: pl.title,
    titleEn: en.title,
    descriptionPl: pl.description,
    descriptionEn: en.description,
  };
}
