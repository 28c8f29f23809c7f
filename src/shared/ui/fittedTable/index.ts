export { type ActionButton, actionColumnWidth } from './actionColumnWidth';
export { fitColumns, tableWidth } from './fitColumns';
export { FittedTable } from './FittedTable';
export { useFittedColumns } from './useFittedColumns';
