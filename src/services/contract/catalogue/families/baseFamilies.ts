import { family } from '../family';
import { CODE_DICTIONARY_FIELDS, HOSPITAL_FIELDS, NOTICE_FIELDS } from '../fields/systemFields';
import { download, getQuery, NO_VERBS, postMutation, putMutation, upload } from '../verbs';

/** Spec 7.3: 认证与基础, 文件, 菜单与权限, 通知公告. */
export const baseFamilies = [
  family('tokens', '登录令牌', '认证与基础', {
    base: NO_VERBS,
    extras: {
      jwtToken: postMutation({ path: 'JWTToken3.0', label: '登录' }),
      captchacode: getQuery({ label: '验证码' }),
      // 'Method: not shown' (spec 7.1); an empty payload reads best as a GET.
      systemrunparam: getQuery({ label: '系统运行参数' }),
      refreshToken: postMutation({ path: 'RefreshToken', label: '刷新令牌' }),
    },
  }),
  family('CodeDictionarys', '数据字典', '认证与基础', {
    fields: CODE_DICTIONARY_FIELDS,
    extras: { codeSN: getQuery({ label: '按代码值查询' }) },
  }),
  family('hospitals', '医疗机构', '认证与基础', {
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
  family('regions', '行政区划', '认证与基础', {
    extras: {
      cascader: getQuery({ label: '区划级联' }),
      AllParentRegion: getQuery({ label: '上级区划' }),
      levelOfRegion: getQuery({ label: '区划级别' }),
    },
  }),
  family('organizationdepts', '机构科室', '认证与基础'),
  family('organizationpeoples', '机构人员', '认证与基础'),
  family('DataFile', '数据文件', '认证与基础'),

  family('fileStorageInfos', '文件存储', '文件', {
    verbs: ['page'],
    extras: {
      base64Files: postMutation({ label: '上传（Base64）' }),
      files: upload({ label: '上传文件' }),
      filesInfo: getQuery({ label: '文件信息' }),
      downloadFile: download({ withId: true, label: '下载' }),
    },
  }),

  family('functionQXs', '菜单功能', '菜单与权限', {
    extras: {
      userMenus: getQuery({ label: '用户菜单' }),
      allMenus: getQuery({ label: '全部菜单' }),
      functionID: getQuery({ withId: true, label: '按功能编号查询' }),
    },
  }),
  family('functionDetails', '功能按钮', '菜单与权限', {
    extras: {
      all: getQuery({ label: '全部按钮' }),
      funDetailNo: getQuery({ withId: true, label: '按按钮编号查询' }),
    },
  }),
  family('userGroups', '用户组', '菜单与权限', {
    extras: { groupCode: getQuery({ withId: true, label: '按用户组编码查询' }) },
  }),

  family('noticeannouncement', '通知公告', '通知公告', { fields: NOTICE_FIELDS }),
  family('noticeannouncementreplys', '公告回复', '通知公告'),
] as const;
