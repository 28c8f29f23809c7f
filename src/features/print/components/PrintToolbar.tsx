import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

interface PrintToolbarProps {
  title: string;
  canPrint: boolean;
}

/** The screen-only bar above the paper: 打印 and 关闭 (hidden by the print stylesheet). */
export function PrintToolbar({ title, canPrint }: PrintToolbarProps) {
  return (
    <div className="print-toolbar" role="toolbar" aria-label="打印工具栏">
      <span className="print-toolbar-title">{title}</span>
      <Space>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!canPrint}
          onClick={() => window.print()}
        >
          打印
        </Button>
        <Button icon={<CloseOutlined />} onClick={() => window.close()}>
          关闭
        </Button>
      </Space>
    </div>
  );
}
