import {
  DASHBOARD_TEXTS,
  formatMonthDay,
  ordersDeliveredLink,
  SHIPPING_METHOD_LABELS,
  formatCalendarDate,
  type ShippingMethod,
} from '@commerce/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dashboardDeliveryOptions } from '../../../resources/dashboard.ts';
import { CardFrame } from './CardFrame.tsx';
import { ChartBox, LazyDayBars } from './ChartBox.tsx';
import { ChartFigures } from './ChartFigures.tsx';
import { FigureLink } from './FigureLink.tsx';

const methodLabel = (method: string) => SHIPPING_METHOD_LABELS[method as ShippingMethod] ?? method;

/** Delivery load: shipments per delivery date for the next 14 days by method, against the capacity. */
export function DeliveryCard() {
  const query = useQuery(dashboardDeliveryOptions());
  const navigate = useNavigate();
  return (
    <CardFrame id="delivery" query={query}>
      {(card) => {
        const link = (date: string, method?: string) =>
          card.CanOpenOrders ? ordersDeliveredLink(date, method) : null;
        const over = card.Days.filter((day) => day.Over);
        return (
          <>
            {over.length > 0 && (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
                {over.map((day) => (
                  <Chip
                    key={day.Date}
                    color="error"
                    size="small"
                    label={`${DASHBOARD_TEXTS.overCapacity}: ${formatCalendarDate(day.Date)}`}
                  />
                ))}
              </Stack>
            )}
            <ChartBox height={240}>
              <LazyDayBars
                height={240}
                labels={card.Days.map((day) => formatMonthDay(day.Date))}
                series={card.Methods.map((method) => ({
                  label: methodLabel(method),
                  data: card.Days.map((day) => day.ByMethod[method] ?? 0),
                }))}
                line={{ label: DASHBOARD_TEXTS.capacity, data: card.Days.map((day) => day.Capacity) }}
                marked={card.Days.map((day) => day.Over)}
                onBarClick={(index, series) => {
                  const to = link(card.Days[index]!.Date, card.Methods[series]);
                  if (to) void navigate(to);
                }}
              />
            </ChartBox>
            <Typography variant="caption" color="text.secondary" component="p">
              {`- - - ${DASHBOARD_TEXTS.capacity}`}
            </Typography>
            <ChartFigures
              title={DASHBOARD_TEXTS.deliveryChart}
              columns={['Date', ...card.Methods.map(methodLabel), 'Total', DASHBOARD_TEXTS.capacity]}
              rows={card.Days.map((day) => ({
                key: day.Date,
                cells: [
                  [
                    formatCalendarDate(day.Date),
                    day.Capacity === 0 ? DASHBOARD_TEXTS.blocked : null,
                    day.HolidayFee ? `${DASHBOARD_TEXTS.holidayFee} $${day.HolidayFee}` : null,
                    day.Over ? DASHBOARD_TEXTS.overCapacity : null,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                  ...card.Methods.map((method) => (
                    <FigureLink key={method} to={link(day.Date, method)}>
                      {day.ByMethod[method] ?? 0}
                    </FigureLink>
                  )),
                  <FigureLink key="total" to={link(day.Date)}>
                    {day.Total}
                  </FigureLink>,
                  day.Capacity ?? '—',
                ],
              }))}
            />
          </>
        );
      }}
    </CardFrame>
  );
}
