import type { ScheduleItem } from '@care/contracts/schedule';
import { routes } from '@care/platform';
import { typeKey, useTranslation } from '@care/i18n';
import { Link as RouterLink } from '@care/platform/router';
import { Box, HStack, Link, Stack, Text } from '@care/ui';
import { OrderStatusBadge, windowText } from '@care/ui/orders';

/**
 * One order of the schedule, the whole card a link to its page: the hours that suit the
 * beneficiary (when they said), the number, what kind, who and where, the outpost that looks
 * after them, its status; on the day
 * list also the assistants, whom the week's rows name on a wider screen.
 */
export function ScheduleCard({
  organizationId,
  item,
  showAssistants = false,
}: {
  organizationId: string;
  item: ScheduleItem;
  showAssistants?: boolean;
}) {
  const { t } = useTranslation('orders');
  const { beneficiary } = item;
  return (
    <Link
      asChild
      display="block"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.panel"
      px="2"
      py="1.5"
      textDecoration="none"
      color="fg"
      _hover={{ borderColor: 'border.emphasized', bg: 'bg.subtle', textDecoration: 'none' }}
    >
      <RouterLink to={routes.orderDetails({ id: organizationId, orderId: item.orderId })}>
        <Stack gap="0.5" textStyle="sm">
          <HStack justify="space-between" gap="2" wrap="wrap">
            {item.window && <Text fontWeight="semibold">{windowText(item.window)}</Text>}
            <Text fontWeight="medium" color="fg.muted">
              {item.number}
            </Text>
          </HStack>
          <Text>{t(typeKey('order', item.type))}</Text>
          <Text>
            {`${beneficiary.firstName} ${beneficiary.lastName}`}
            {item.city && `, ${item.city}`}
          </Text>
          {item.outpost && (
            <Text color="fg.muted">{t('schedule.outpostOf', { name: item.outpost.name })}</Text>
          )}
          {showAssistants && (
            <Text color="fg.muted">
              {item.assistants.length > 0
                ? item.assistants.map((one) => `${one.firstName} ${one.lastName}`).join(', ')
                : t('schedule.unassigned')}
            </Text>
          )}
          <Box>
            <OrderStatusBadge status={item.status} />
          </Box>
        </Stack>
      </RouterLink>
    </Link>
  );
}
