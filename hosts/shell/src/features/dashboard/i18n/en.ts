/**
 * The dashboard's figures of each organization. A namespace of their own, registered by the
 * dashboard's chunk, so the panel's first render does not carry them.
 */
export const dashboardFiguresEn = {
  loading: 'Loading the figures of {{name}}…',
  loadError: 'Unable to load the figures',
  unavailable: 'Organization unavailable',
  members: {
    title: 'Members',
    byRole: 'By role',
    byStatus: 'By status',
    roles: { OPERATOR: 'Operators', ASSISTANT: 'Assistants', BENEFICIARY: 'Beneficiaries' },
    link: 'Go to members',
  },
  invitations: {
    title: 'Pending invitations',
  },
  orders: {
    title: 'Orders',
    byStatus: 'By status',
    link: 'Go to orders',
  },
  attention: {
    title: 'Needs attention',
    empty: 'No order needs attention.',
    all_one: 'Show {{count}} order',
    all_few: 'Show all {{count}} orders',
    all_many: 'Show all {{count}} orders',
    all_other: 'Show all {{count}} orders',
    loading: 'Counting the orders that need attention…',
    loadError: 'Unable to count the orders that need attention.',
    retry: 'Try again',
  },
  onCall: {
    title: 'On call now',
    everyOperator: 'Every operator: nobody on the on-call rota is on duty at this moment.',
    rota: 'On-call rota',
    loading: 'Checking who is on call…',
    loadError: 'Unable to check who is on call.',
    retry: 'Try again',
  },
  today: {
    title: 'Today’s schedule',
    count_one: '{{count}} visit today',
    count_few: '{{count}} visits today',
    count_many: '{{count}} visits today',
    count_other: '{{count}} visits today',
    empty: 'No visits planned for today.',
    item: '{{type}}: {{name}}',
    anyTime: 'Any time',
    noAssistant: 'No assistant yet',
    link: 'Open the schedule',
    more_one: 'Open the schedule: {{count}} more',
    more_few: 'Open the schedule: {{count}} more',
    more_many: 'Open the schedule: {{count}} more',
    more_other: 'Open the schedule: {{count}} more',
    loading: 'Loading today’s visits…',
    loadError: 'Unable to load today’s visits.',
    retry: 'Try again',
  },
  since: {
    title: 'New since yesterday',
    orders: 'Orders',
    members: 'Members',
    empty: 'Nothing new since yesterday.',
  },
  waiting: {
    title: 'Waiting longest for acceptance',
    empty: 'No order is waiting for acceptance.',
    order: '{{number}}, {{name}}',
  },
  perDay: {
    title: 'Orders per day, last {{count}} days',
    empty: 'No orders in the last {{count}} days.',
    tableCaption: 'Orders per day, last {{count}} days',
    day: 'Day',
    count: 'Orders',
    chartLoading: 'Loading the chart…',
  },
  admin: {
    title: 'Administration',
    count_one: '{{count}} organization in the panel',
    count_few: '{{count}} organizations in the panel',
    count_many: '{{count}} organizations in the panel',
    count_other: '{{count}} organizations in the panel',
    countError: 'The number of organizations could not be loaded.',
  },
};

type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type DashboardFiguresStrings = Strings<typeof dashboardFiguresEn>;
