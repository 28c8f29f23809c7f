/** The sign-in page's fixed words, shared by the page and its build-time pre-paint. */
export const DEFAULT_PRODUCT_TITLE = '基本公共卫生服务信息平台';
export const MB_PRODUCT_TITLE = '县域医共体慢病管理平台';
export const LOGIN_SUBTITLE = '居民健康档案 · 慢病管理 · 家庭医生签约服务';
export const LOGIN_FEATURES = ['居民健康档案全程管理', '慢病随访与风险评估', '家庭医生签约与履约'];
export const LOGIN_PLACEHOLDERS = {
  account: '请输入账号',
  password: '请输入密码',
  captcha: '请输入验证码',
} as const;

/**
 * The sign-in form's name: antd gives the form this id and each field `${name}_${field}`
 * (login_account…), which the page's inline script finds before the app has loaded.
 */
export const LOGIN_FORM_NAME = 'login';
