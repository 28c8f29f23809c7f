/**
 * The maternal and child health feature (妇幼: 新生儿家庭访视, 1～8月龄儿童健康检查, 第1次产前检查):
 * the behaviour of their record dialogs, registered on the generic resource page by the app.
 */
export { registerMaternalChildForms } from './registerMaternalChildForms';
