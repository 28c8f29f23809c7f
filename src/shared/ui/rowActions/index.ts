export { RowAction, RowActionGroup } from './RowAction';
export { RowConfirmAction } from './RowConfirmAction';
export { RowMenuAction } from './RowMenuAction';
