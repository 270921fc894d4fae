/**
 * The weekly chart's drawing: the one deal-flow chart that keeps Recharts (a time axis with ticks spaced
 * to fit, and a tooltip per week, earn it). Its own module, loaded on demand, so the page's bar lists are
 * drawn without waiting for Recharts (issue #37).
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart';

const config: ChartConfig = { count: { label: 'Decks', color: 'var(--chart-1)' } };

export default function WeeklyBars({ weekly, onSelect }: { weekly: DealFlowResponse['weekly']; onSelect: (weekStart: string) => void }) {
  return (
    <ChartContainer config={config}>
      <BarChart accessibilityLayer={false} data={weekly} margin={{ left: 0, right: 8, top: 8, bottom: 4 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickLine={false} axisLine={false} minTickGap={24} tickFormatter={(value: string) => value.slice(5)} />
        <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} />
        <ChartTooltip cursor content={<ChartTooltipContent />} labelFormatter={(value) => `Week of ${value}`} />
        {/* Drawn at full height at once: the numbers are in the figure's table, and an animation re-renders the chart every frame. */}
        <Bar
          dataKey="count"
          isAnimationActive={false}
          fill="var(--color-count)"
          radius={[3, 3, 0, 0]}
          className="cursor-pointer"
          onClick={(entry: { payload?: { weekStart: string } }) => entry.payload && onSelect(entry.payload.weekStart)}
        />
      </BarChart>
    </ChartContainer>
  );
}
