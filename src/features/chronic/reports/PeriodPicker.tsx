import { DatePicker, Segmented, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import { QUARTER_OPTIONS, quarterCodeOfMonth } from '@/domain/codes';
import { type PeriodParams } from '@/services/contract/reportPaths';

const KINDS: { value: PeriodParams['period']; label: string }[] = [
  { value: 'month', label: '按月' },
  { value: 'quarter', label: '按季度' },
  { value: 'year', label: '按年' },
  { value: 'range', label: '自定义' },
];

/** The default period of a report: this month (or this year), from the deployment's today. */
export const initialPeriod = (today: string, kind: PeriodParams['period']): PeriodParams => ({
  period: kind,
  month: today.slice(0, 7),
  year: Number(today.slice(0, 4)),
  quarter: quarterCodeOfMonth(Number(today.slice(5, 7))),
  from: `${today.slice(0, 7)}-01`,
  to: today,
});

interface PeriodPickerProps {
  value: PeriodParams;
  /** The kinds offered (all four unless a page needs fewer: 考核 by quarter or year). */
  kinds?: readonly PeriodParams['period'][];
  today: string;
  onChange: (value: PeriodParams) => void;
}

const notAfter = (today: string) => (day: Dayjs) => day.format('YYYY-MM-DD') > today;

/**
 * 统计周期: month, quarter (spec §9 quarter codes 2/4/8/16), year or a date range, each with
 * antd's own picker (no free-text period), nothing after today.
 */
export default function PeriodPicker({ value, today, kinds, onChange }: PeriodPickerProps) {
  const set = (patch: Partial<PeriodParams>) => onChange({ ...value, ...patch });
  const future = notAfter(today);
  return (
    <Space wrap>
      <Segmented
        aria-label="统计周期"
        value={value.period}
        options={KINDS.filter((kind) => !kinds || kinds.includes(kind.value))}
        onChange={(period) => set({ period })}
      />
      {value.period === 'month' && (
        <DatePicker
          picker="month"
          aria-label="统计月份"
          allowClear={false}
          value={dayjs(`${value.month ?? today.slice(0, 7)}-01`)}
          disabledDate={(day) => future(day.startOf('month'))}
          onChange={(day) => day && set({ month: day.format('YYYY-MM') })}
        />
      )}
      {(value.period === 'quarter' || value.period === 'year') && (
        <DatePicker
          picker="year"
          aria-label="统计年度"
          allowClear={false}
          value={dayjs(`${value.year ?? today.slice(0, 4)}-01-01`)}
          disabledDate={(day) => future(day.startOf('year'))}
          onChange={(day) => day && set({ year: day.year() })}
        />
      )}
      {value.period === 'quarter' && (
        <Select
          aria-label="统计季度"
          style={{ width: 120 }}
          value={value.quarter}
          options={QUARTER_OPTIONS.map((option) => ({
            ...option,
            disabled:
              `${value.year}-${String(QUARTER_OPTIONS.indexOf(option) * 3 + 1).padStart(2, '0')}-01` >
              today,
          }))}
          onChange={(quarter) => set({ quarter })}
        />
      )}
      {value.period === 'range' && (
        <DatePicker.RangePicker
          aria-label="统计起止日期"
          allowClear={false}
          placeholder={['开始日期', '结束日期']}
          value={[dayjs(value.from ?? today), dayjs(value.to ?? today)]}
          disabledDate={future}
          onChange={(days) => {
            if (days?.[0] && days[1]) {
              set({ from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') });
            }
          }}
        />
      )}
    </Space>
  );
}

/** Only the parameters the chosen kind reads go on the wire. */
export const periodParams = (value: PeriodParams): PeriodParams => {
  switch (value.period) {
    case 'month':
      return { period: 'month', month: value.month };
    case 'quarter':
      return { period: 'quarter', year: value.year, quarter: value.quarter };
    case 'year':
      return { period: 'year', year: value.year };
    case 'range':
      return { period: 'range', from: value.from, to: value.to };
  }
};
