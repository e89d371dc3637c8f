import type { OnCallShift } from '@care/contracts/organization-settings';
import { formatDateTime, useTranslation } from '@care/i18n';
import { Box, Button, HStack, Stack, Text } from '@care/ui';
import { ConfirmAction, QueryState } from '@care/ui/page';
import { useState } from 'react';
import { useRemoveShift, useRota } from '../api/on-call';
import { AddShiftForm } from './AddShiftForm';

const fullName = (shift: Pick<OnCallShift, 'firstName' | 'lastName'>) =>
  `${shift.firstName} ${shift.lastName}`;

/**
 * The on-call rota: its entries by start, a form to add one and a confirmed removal, for super
 * operators; every other operator reads it. Empty, it says every operator is on call.
 */
export function OnCallRota({
  organizationId,
  readOnly,
}: {
  organizationId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('members');
  const [page, setPage] = useState(1);
  const rota = useRota(organizationId, page);
  const remove = useRemoveShift(organizationId);

  return (
    <Stack gap="5">
      <QueryState
        query={rota}
        errorTitle={t('organizationSettings.rota.loadError')}
        empty={{
          title: t('organizationSettings.rota.emptyTitle'),
          description: t('organizationSettings.rota.emptyDetail'),
        }}
      >
        {(loaded) => (
          <Stack gap="3">
            <Stack
              as="ul"
              listStyleType="none"
              gap="2"
              aria-label={t('organizationSettings.rota.title')}
            >
              {loaded.items.map((shift) => (
                <Box as="li" key={shift.id}>
                  <HStack justify="space-between" wrap="wrap" gap="3" w="full">
                    <Stack gap="0">
                      <Text fontWeight="medium">{fullName(shift)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('organizationSettings.rota.range', {
                          from: formatDateTime(shift.from),
                          to: formatDateTime(shift.to),
                        })}
                      </Text>
                    </Stack>
                    {!readOnly && (
                      <ConfirmAction
                        destructive
                        buttonProps={{
                          size: 'xs',
                          variant: 'outline',
                          'aria-label': t('organizationSettings.rota.removeNamed', {
                            name: fullName(shift),
                          }),
                        }}
                        title={t('organizationSettings.rota.removeTitle')}
                        description={t('organizationSettings.rota.removeDetail', {
                          name: fullName(shift),
                          from: formatDateTime(shift.from),
                        })}
                        confirmLabel={t('organizationSettings.rota.remove')}
                        action={() => remove.mutateAsync(shift.id)}
                        successMessage={t('organizationSettings.rota.removed')}
                        errorMessage={t('organizationSettings.rota.removeError')}
                      >
                        {t('organizationSettings.rota.remove')}
                      </ConfirmAction>
                    )}
                  </HStack>
                </Box>
              ))}
            </Stack>
            {(page > 1 || !loaded.pagination.isLast) && (
              <HStack gap="2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page === 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('organizationSettings.rota.previous')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={loaded.pagination.isLast}
                  onClick={() => setPage(page + 1)}
                >
                  {t('organizationSettings.rota.next')}
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </QueryState>
      {!readOnly && <AddShiftForm organizationId={organizationId} />}
    </Stack>
  );
}
