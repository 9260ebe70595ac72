import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/*
 * The dashboard's charts (MUI X Charts), in a chunk of their own that the cards load when they first draw:
 * nothing of it reaches the sign-in page or any other screen. Each chart is a picture of a table the card
 * also gives (ChartFigures), so the chart itself is hidden from screen readers.
 */

export interface BarSeries {
  label: string;
  data: number[];
}

export interface DayBarsProps {
  /** The axis labels, one per bar. */
  labels: string[];
  series: BarSeries[];
  /** A value per bar drawn as a line over the bars (null: none that day). */
  line?: { label: string; data: (number | null)[] };
  /** Bars marked as over the line. */
  marked?: boolean[];
  height?: number;
  onBarClick?(index: number, series: number): void;
}

/** The line over the bars: through the middle of each band, broken where a day has no value. */
function BandLine({ labels, data, color }: { labels: string[]; data: (number | null)[]; color: string }) {
  const x = useXScale<'band'>();
  const y = useYScale<'linear'>();
  let path = '';
  let drawing = false;
  labels.forEach((label, index) => {
    const value = data[index];
    const left = x(label);
    if (value === null || value === undefined || left === undefined) {
      drawing = false;
      return;
    }
    const point = `${left + x.bandwidth() / 2},${y(value)}`;
    path += drawing ? ` L${point}` : ` M${point}`;
    drawing = true;
  });
  return <path d={path.trim()} fill="none" stroke={color} strokeWidth={2} strokeDasharray="6 4" />;
}

/** A dot above each marked bar's band. */
function Marks({ labels, marked, color }: { labels: string[]; marked: boolean[]; color: string }) {
  const x = useXScale<'band'>();
  return (
    <>
      {labels.map((label, index) =>
        marked[index] ? (
          <circle key={label} cx={(x(label) ?? 0) + x.bandwidth() / 2} cy={12} r={5} fill={color} />
        ) : null,
      )}
    </>
  );
}

export function DayBars({ labels, series, line, marked, height = 220, onBarClick }: DayBarsProps) {
  const theme = useTheme();
  const highest = Math.max(
    1,
    ...labels.map((_, index) => series.reduce((sum, one) => sum + (one.data[index] ?? 0), 0)),
    ...(line?.data.map((value) => value ?? 0) ?? []),
  );
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ min: 0, max: Math.ceil(highest * 1.1), width: 36 }]}
      series={series.map((one) => ({ id: one.label, label: one.label, data: one.data, stack: 'day' }))}
      hideLegend={series.length < 2}
      margin={{ top: 20, right: 8, bottom: 4, left: 4 }}
      onItemClick={
        onBarClick &&
        ((_, item) =>
          onBarClick(
            item.dataIndex,
            series.findIndex((one) => one.label === item.seriesId),
          ))
      }
    >
      {line && <BandLine labels={labels} data={line.data} color={theme.palette.text.primary} />}
      {marked && <Marks labels={labels} marked={marked} color={theme.palette.error.main} />}
    </BarChart>
  );
}

/** A small line of values (a trend), without axes. */
export function Spark({ data }: { data: number[] }) {
  return <SparkLineChart data={data} height={28} width={96} curve="linear" />;
}
