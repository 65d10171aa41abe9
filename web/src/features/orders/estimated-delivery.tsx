import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { trackOrder } from './orders-api.ts';

/**
 * The estimated delivery (§4 Orders): 'Retrieving...' while the tracking call runs, then the date or
 * 'N/A'. A failure is logged only (§8 retrieve_estimated_delivery_date) and shows 'N/A'.
 */
export function EstimatedDelivery({ orderId }: { orderId: string }) {
  const track = useQuery({
    queryKey: ['orders', 'track', orderId],
    queryFn: ({ signal }) => trackOrder(orderId, signal),
    retry: false,
  });
  useEffect(() => {
    if (track.isError) console.warn('retrieve_estimated_delivery_date failed', track.error);
  }, [track.isError, track.error]);
  const date = track.data?.data.estimated_delivery;
  const text = track.isPending ? 'Retrieving...' : date ? formatUsDate(date.slice(0, 10)) : 'N/A';
  return (
    <Text span data-testid="estimated-delivery">
      {text}
    </Text>
  );
}
