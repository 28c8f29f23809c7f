/**
 * The maternal and child health feature (妇幼: 新生儿家庭访视, 1～8月龄儿童健康检查, 第1次产前检查):
 * the behaviour of their record dialogs, which the app's form extension table gives them.
 */
export { maternalChildFormExtensions } from './maternalChildFormExtensions';
