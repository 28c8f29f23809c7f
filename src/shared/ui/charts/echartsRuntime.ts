/**
 * The part of ECharts the platform draws with, registered once. Only this module imports
 * ECharts' code, and only `EChart` loads it (dynamically), so the sign-in route stays small.
 */
import { LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

/**
 * A chart on an element. A function rather than a re-export of `echarts`: the project marks its
 * modules side-effect free, and webpack would skip a module that only re-exports, and with it
 * the `use` above (the production build then has no renderer).
 */
export const initChart = (element: HTMLElement): echarts.ECharts =>
  echarts.init(element, undefined, { renderer: 'canvas' });
