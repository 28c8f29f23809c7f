import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A page of the platform an answer links to (a work list filtered as the answer counted it, a
 * 健康画像): a button that opens it in a tab of the platform, the drawer staying open.
 */
export function PageLinkButton({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      className="gw-page-link"
      size="small"
      icon={<ExportOutlined />}
      data-page-link={path}
      onClick={() => void navigate(path)}
    >
      {children}
    </Button>
  );
}
