import { Result, Space, Tag, Typography } from 'antd';

import { type PageProps } from './pageResolver';

/** Chinese names of the standard button verbs (the part after ':' of a code). */
const VERB_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  deletes: '删除',
  excel: '导出',
  terminal: '终止管理',
  cancelTermination: '取消终止',
  audit: '审核',
  verify: '核实',
};

const labelOf = (code: string): string => VERB_LABELS[code.split(':').pop() ?? ''] ?? code;

/**
 * A menu entry whose page this build does not have: said plainly, never a blank screen. It still
 * lists the operations the user holds on the page, so what the menu grants is visible.
 */
export default function UnavailablePage({ componentName, title, buttons }: PageProps) {
  return (
    <Result
      status="info"
      title="该功能暂未开放"
      subTitle={
        <>
          {title ? `“${title}”` : '此菜单'}对应的页面组件
          <Typography.Text code>{componentName || '（未配置）'}</Typography.Text>
          尚未提供，请联系管理员或等待后续版本。
        </>
      }
      extra={
        buttons.length > 0 && (
          <div className="gw-unavailable-buttons">
            <Typography.Text type="secondary">您在此页的操作权限：</Typography.Text>
            <Space size={[4, 8]} wrap>
              {buttons.map((code) => (
                <Tag key={code} title={code} data-code={code}>
                  {labelOf(code)}
                </Tag>
              ))}
            </Space>
          </div>
        )
      }
    />
  );
}
