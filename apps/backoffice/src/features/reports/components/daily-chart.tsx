import { Card, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  /** a Mantine colour variable, so the chart follows the light and dark themes */
  color: string;
}

/**
 * A figure by day as bars (money that can go negative: GGR, NGR) or lines (counts, flows). The
 * chart is a picture for the eye, named by its title; the table under the charts holds the same
 * numbers for keyboards and screen readers.
 */
export function DailyChart({
  title,
  kind,
  data,
  series,
  format,
}: {
  title: string;
  kind: 'bar' | 'line';
  data: Record<string, number | string>[];
  series: ChartSeries[];
  format(value: number): string;
}) {
  const Chart = kind === 'bar' ? BarChart : LineChart;
  const axisTick = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' };
  return (
    <Card withBorder padding="sm" component="figure" m={0}>
      <Text component="figcaption" fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <div role="img" aria-label={title} style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
            <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
            <YAxis tick={axisTick} width={72} tickFormatter={(value: number) => format(value)} />
            <Tooltip
              formatter={(value) => format(Number(value))}
              contentStyle={{ background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((line) =>
              kind === 'bar' ? (
                <Bar key={line.key} dataKey={line.key} name={line.label} fill={line.color} isAnimationActive={false} />
              ) : (
                <Line
                  key={line.key}
                  dataKey={line.key}
                  name={line.label}
                  stroke={line.color}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
