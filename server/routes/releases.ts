/** The update timeline (/api/versionupdate), newest first. */
export interface Release {
  Version: string;
  ReleaseDate: string;
  Title: string;
  Notes: string[];
}

export const RELEASES: readonly Release[] = [
  {
    Version: '3.2.0',
    ReleaseDate: '2026-03-18',
    Title: '智能助手与慢阻肺管理',
    Notes: [
      '新增智能助手，支持自由问答、健康知识讲座报告和体检报告生成',
      '新增慢性阻塞性肺疾病专项档案与随访记录',
      '首页工作量统计支持按乡镇筛选',
    ],
  },
  {
    Version: '3.1.2',
    ReleaseDate: '2026-01-20',
    Title: '安全加固',
    Notes: [
      '登录密码加密传输，连续输错5次锁定账号10分钟',
      '首次登录及密码过期时强制修改密码',
      '页面增加用户水印',
    ],
  },
  {
    Version: '3.1.0',
    ReleaseDate: '2025-11-06',
    Title: '家庭医生签约优化',
    Notes: [
      '签约登记支持批量核实',
      '签约协议打印适配新版模板',
      '修复随访记录导出时日期格式错误的问题',
    ],
  },
  {
    Version: '3.0.0',
    ReleaseDate: '2025-08-15',
    Title: '平台全面升级',
    Notes: ['全新界面与多标签页浏览', '菜单与按钮权限按用户组配置', '支持读卡器读取身份证信息'],
  },
];
