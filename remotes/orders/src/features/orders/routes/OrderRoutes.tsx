import { uuidSchema } from '@care/contracts/primitives';
import { Route, Routes, useParams } from '@care/platform/router';
import { LoadingState, NotFoundState } from '@care/ui';
import { lazy, Suspense } from 'react';
import { orderRoutePatterns } from '../paths';
import { OrderListPage } from './OrderListPage';

// An order's page (its actions, the assistant picker, the history) loads when one is opened:
// the list, which an operator sees first, stays small.
const OrderPage = lazy(() => import('./OrderPage'));
// The week's schedule likewise, with its grid and the assistant picker.
const SchedulePage = lazy(() => import('../../schedule/routes/SchedulePage'));

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;

/** The orders pages under the path the shell mounts this remote at (`/organization/:id/orders/*`). */
export function OrderRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<OrderListPage organizationId={id} />} />
      <Route
        path={orderRoutePatterns.schedule}
        element={
          <Suspense fallback={<LoadingState />}>
            <SchedulePage organizationId={id} />
          </Suspense>
        }
      />
      <Route path={orderRoutePatterns.order} element={<OrderRoute organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

/** An order id the API could know; anything else is not available. */
function OrderRoute({ organizationId }: { organizationId: string }) {
  const { orderId } = useParams();
  if (!isUuid(orderId)) return <NotFoundState />;
  return (
    <Suspense fallback={<LoadingState />}>
      <OrderPage organizationId={organizationId} orderId={orderId} />
    </Suspense>
  );
}
