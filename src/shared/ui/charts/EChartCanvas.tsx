import { type EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

import { initChart } from './echartsRuntime';

export interface EChartCanvasProps {
  option: EChartsCoreOption;
  height: number;
  ariaLabel: string;
}

/**
 * One ECharts instance bound to a div: created on mount, given each new option (replacing the
 * series, so removed points disappear), resized with its container, disposed on unmount.
 */
export default function EChartCanvas({ option, height, ariaLabel }: EChartCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof initChart> | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const instance = initChart(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={host} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}
