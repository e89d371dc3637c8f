import type { OperatorOrder } from '@care/contracts/order';
import { formatDateTime, formatRelativeTime, typeKey, useTranslation } from '@care/i18n';
import { useListReturnPath } from '@care/platform/list-state';
import { Link } from '@care/platform/router';
import {
  Button,
  Card,
  Heading,
  HStack,
  Link as TextLink,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@care/ui';
import { OrderStatusBadge, preferredWhen } from '@care/ui/orders';
import { PageHeader, QueryState } from '@care/ui/page';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useOrder } from '../api/get-order';
import { useMarkOrderOpened } from '../api/mark-order-opened';
import { AssistantsSection } from '../components/AssistantsSection';
import { AttentionBadges } from '../components/AttentionBadges';
import { OrderActions } from '../components/OrderActions';
import { OrderHistory } from '../components/OrderHistory';
import { OrderAddress } from '../components/OrderPlace';
import { orderPaths } from '../paths';

export interface OrderPageProps {
  organizationId: string;
  orderId: string;
}

/**
 * One order: what was asked for, by whom, who is on it, how its status went, and what the
 * operator may do next. Another organization's id, or an unknown one, shows 'Requested
 * resource is not available.'.
 */
export default function OrderPage({ organizationId, orderId }: OrderPageProps) {
  const { t } = useTranslation('orders');
  const order = useOrder(organizationId, orderId);
  const back = (
    <Link to={useListReturnPath(orderPaths.list(organizationId))}>{t('details.back')}</Link>
  );
  return (
    <QueryState
      query={order}
      errorTitle={t('details.loadError')}
      notFoundAction={
        <Button asChild variant="outline">
          {back}
        </Button>
      }
    >
      {(loaded) => <LoadedOrder organizationId={organizationId} order={loaded} back={back} />}
    </QueryState>
  );
}

function LoadedOrder({
  organizationId,
  order,
  back,
}: {
  organizationId: string;
  order: OperatorOrder;
  back: React.ReactElement<{ children?: ReactNode }>;
}) {
  const { t } = useTranslation('orders');
  const { mutate: markOpened } = useMarkOrderOpened(organizationId);
  const { beneficiary } = order;

  // Seen here, a NEW order is no longer 'New' in this operator's list, on any device. Once per
  // order shown: reloads of the order after each action are the same opening.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (marked.current === order.id) return;
    marked.current = order.id;
    markOpened(order.id);
  }, [order.id, markOpened]);

  return (
    <Stack gap="6">
      <PageHeader
        back={back}
        title={t('details.title', { number: order.number })}
        description={
          <HStack as="span" gap="3" wrap="wrap">
            <OrderStatusBadge status={order.status} />
            <AttentionBadges reasons={order.attention} />
            <chakra.span>{t(typeKey('order', order.type))}</chakra.span>
          </HStack>
        }
        actions={<OrderActions organizationId={organizationId} order={order} />}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Section title={t('details.order')}>
          <Facts>
            <Fact label={t('details.number')}>{order.number}</Fact>
            <Fact label={t('details.type')}>{t(typeKey('order', order.type))}</Fact>
            <Fact label={t('details.description')}>
              <chakra.span whiteSpace="pre-wrap">{order.description}</chakra.span>
            </Fact>
            <Fact label={t('details.preferredDate')}>
              {preferredWhen(order) ?? t('list.noPreferredDate')}
            </Fact>
            <Fact label={t('details.address')}>
              <OrderAddress order={order} />
            </Fact>
            {order.place?.accessNotes && (
              <Fact label={t('details.accessNotes')}>
                <chakra.span whiteSpace="pre-line">{order.place.accessNotes}</chakra.span>
              </Fact>
            )}
            <Fact label={t('details.createdAt')}>
              <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
                {formatRelativeTime(order.createdAt)}
              </time>
            </Fact>
            {order.rejectionReason && (
              <Fact label={t('details.rejectionReason')}>{order.rejectionReason}</Fact>
            )}
            {order.outcome && (
              <Fact label={t('details.outcome')}>
                <chakra.span whiteSpace="pre-line">{order.outcome}</chakra.span>
              </Fact>
            )}
          </Facts>
        </Section>
        <Section title={t('details.beneficiary')}>
          <Facts>
            <Fact label={t('details.name')}>
              <TextLink asChild>
                <Link to={orderPaths.member(organizationId, beneficiary.memberId)}>
                  {beneficiary.firstName} {beneficiary.lastName}
                </Link>
              </TextLink>
            </Fact>
            <Fact label={t('details.phone')}>
              {beneficiary.phone ? (
                <TextLink href={`tel:${beneficiary.phone}`}>{beneficiary.phone}</TextLink>
              ) : (
                t('details.noPhone')
              )}
            </Fact>
            <Fact label={t('details.ownerType')}>
              {t(`ownerType.${beneficiary.accountOwnerType}`)}
            </Fact>
          </Facts>
        </Section>
        <Section title={t('assistants.title')}>
          <AssistantsSection organizationId={organizationId} order={order} />
        </Section>
        <Section title={t('details.history')}>
          <OrderHistory order={order} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** A titled part of the page, a landmark named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2">
      {children}
    </chakra.dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" overflowWrap="anywhere">
        {children}
      </Text>
    </>
  );
}
