import { family } from '../family';
import { CODE_DICTIONARY_FIELDS, HOSPITAL_FIELDS, NOTICE_FIELDS } from '../fields/systemFields';
import { download, getQuery, NO_VERBS, postMutation, putMutation, upload } from '../verbs';

/** Spec 7.3: 认证与基础, 文件, 菜单与权限, 通知公告. */
export const baseFamilies = [
  family({
    id: 'tokens',
    title: '登录令牌',
    group: '认证与基础',
    base: NO_VERBS,
    extras: {
      jwtToken: postMutation({ path: 'JWTToken3.0', label: '登录' }),
      captchacode: getQuery({ label: '验证码' }),
      // 'Method: not shown' (spec 7.1); an empty payload reads best as a GET.
      systemrunparam: getQuery({ label: '系统运行参数' }),
      refreshToken: postMutation({ path: 'RefreshToken', label: '刷新令牌' }),
    },
  }),
  family({
    id: 'CodeDictionarys',
    title: '数据字典',
    group: '认证与基础',
    fields: CODE_DICTIONARY_FIELDS,
    extras: { codeSN: getQuery({ label: '按代码值查询' }) },
  }),
  family({
    id: 'hospitals',
    title: '医疗机构',
    group: '认证与基础',
    fields: HOSPITAL_FIELDS,
    extras: {
      manage: getQuery({ label: '管辖机构' }),
      cascader: getQuery({ label: '机构级联' }),
      hospId: getQuery({ withId: true, label: '按机构编码查询' }),
      state: putMutation({ withId: true, label: '启用/停用' }),
      fcmanage: getQuery({ label: '管辖机构（fc）' }),
      ngmanage: getQuery({ label: '管辖机构（ng）' }),
      GetChildrenHospital: getQuery({ label: '下级机构' }),
    },
  }),
  family({
    id: 'regions',
    title: '行政区划',
    group: '认证与基础',
    extras: {
      cascader: getQuery({ label: '区划级联' }),
      AllParentRegion: getQuery({ label: '上级区划' }),
      levelOfRegion: getQuery({ label: '区划级别' }),
    },
  }),
  family({ id: 'organizationdepts', title: '机构科室', group: '认证与基础' }),
  family({ id: 'organizationpeoples', title: '机构人员', group: '认证与基础' }),
  family({ id: 'DataFile', title: '数据文件', group: '认证与基础' }),

  family({
    id: 'fileStorageInfos',
    title: '文件存储',
    group: '文件',
    verbs: ['page'],
    extras: {
      base64Files: postMutation({ label: '上传（Base64）' }),
      files: upload({ label: '上传文件' }),
      filesInfo: getQuery({ label: '文件信息' }),
      downloadFile: download({ withId: true, label: '下载' }),
    },
  }),

  family({
    id: 'functionQXs',
    title: '菜单功能',
    group: '菜单与权限',
    extras: {
      userMenus: getQuery({ label: '用户菜单' }),
      allMenus: getQuery({ label: '全部菜单' }),
      functionID: getQuery({ withId: true, label: '按功能编号查询' }),
    },
  }),
  family({
    id: 'functionDetails',
    title: '功能按钮',
    group: '菜单与权限',
    extras: {
      all: getQuery({ label: '全部按钮' }),
      funDetailNo: getQuery({ withId: true, label: '按按钮编号查询' }),
    },
  }),
  family({
    id: 'userGroups',
    title: '用户组',
    group: '菜单与权限',
    extras: { groupCode: getQuery({ withId: true, label: '按用户组编码查询' }) },
  }),

  family({
    id: 'noticeannouncement',
    title: '通知公告',
    group: '通知公告',
    fields: NOTICE_FIELDS,
  }),
  family({ id: 'noticeannouncementreplys', title: '公告回复', group: '通知公告' }),
] as const;
