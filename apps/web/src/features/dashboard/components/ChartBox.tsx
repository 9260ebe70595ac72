import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ReactNode } from 'react';

/** The charts' chunk: asked for when the page opens, beside the cards' figures, and drawn once it is in. */
export const loadCharts = () => import('./charts.tsx');
export const LazyDayBars = lazy(() => loadCharts().then((module) => ({ default: module.DayBars })));
export const LazySpark = lazy(() => loadCharts().then((module) => ({ default: module.Spark })));

/**
 * Where a chart draws: a placeholder of its size until the charts' code is in. The chart is a picture of the
 * figures table beside it (ChartFigures), so assistive technology reads the table instead.
 */
export function ChartBox({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Box aria-hidden sx={{ minHeight: height }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
    </Box>
  );
}
