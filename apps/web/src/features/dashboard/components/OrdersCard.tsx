import {
  DASHBOARD_TEXTS,
  formatMoney,
  formatMonthDay,
  ordersSubmittedLink,
  formatCalendarDate,
  weekdayName,
  type OrderDay,
  type OrdersCardScope,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardOrdersOptions } from '../../../resources/dashboard.ts';
import { CardFrame } from './CardFrame.tsx';
import { ChartBox, LazyDayBars } from './ChartBox.tsx';
import { ChartFigures } from './ChartFigures.tsx';
import { FigureLink } from './FigureLink.tsx';

function Headline({ label, day, takerId }: { label: string; day: OrderDay; takerId: string | null }) {
  const link = ordersSubmittedLink(day.Date, takerId);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        <FigureLink to={link} label={`${label}: ${day.Shipments} shipments`}>
          {day.Shipments}
        </FigureLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatMoney(day.Total)}
      </Typography>
    </Box>
  );
}

/** Orders today and this week: shipments ordered per day, today against the same weekday last week. */
export function OrdersCard() {
  const [scope, setScope] = useState<OrdersCardScope | undefined>(undefined);
  const query = useQuery({ ...dashboardOrdersOptions(scope), placeholderData: keepPreviousData });
  const chooser = query.data?.CanChooseScope && (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={query.data.Scope}
      aria-label={DASHBOARD_TEXTS.ordersScopeLabel}
      onChange={(_, value: OrdersCardScope | null) => value && setScope(value)}
    >
      <ToggleButton value="mine">{DASHBOARD_TEXTS.ordersScopeMine}</ToggleButton>
      <ToggleButton value="all">{DASHBOARD_TEXTS.ordersScopeAll}</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <CardFrame id="orders" query={query} action={chooser}>
      {(card) => {
        const today = card.Days.at(-1)!;
        return (
          <>
            <Stack direction="row" sx={{ gap: 4, mb: 1 }}>
              <Headline label={DASHBOARD_TEXTS.ordersToday} day={today} takerId={card.TakerID} />
              <Headline
                label={DASHBOARD_TEXTS.ordersLastWeek(weekdayName(card.SameDayLastWeek.Date))}
                day={card.SameDayLastWeek}
                takerId={card.TakerID}
              />
            </Stack>
            <ChartBox height={200}>
              <LazyDayBars
                height={200}
                labels={card.Days.map((day) => formatMonthDay(day.Date))}
                series={[{ label: DASHBOARD_TEXTS.shipments, data: card.Days.map((day) => day.Shipments) }]}
              />
            </ChartBox>
            <ChartFigures
              title={DASHBOARD_TEXTS.ordersChart}
              columns={['Day', DASHBOARD_TEXTS.shipments, DASHBOARD_TEXTS.ordersTotal]}
              rows={[...card.Days].reverse().map((day) => ({
                key: day.Date,
                cells: [
                  formatCalendarDate(day.Date),
                  <FigureLink key="count" to={ordersSubmittedLink(day.Date, card.TakerID)}>
                    {day.Shipments}
                  </FigureLink>,
                  formatMoney(day.Total),
                ],
              }))}
            />
          </>
        );
      }}
    </CardFrame>
  );
}
