/** 家庭医生签约: the signing dialog's population check, 履约情况 and 续约. */
export { signingFormExtensions } from './signingFormExtensions';
export { FulfilmentPanel } from './FulfilmentPanel';
