import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

import { type PrintRecord } from '../model/paperText';
import { openPrint, printLinkFor } from '../model/printLinks';

interface PrintActionsProps {
  familyId: string;
  row: PrintRecord;
  id: string | number | undefined;
}

/**
 * 打印 on a record's row: one link when the family has one paper, a menu when it has several
 * (a resident's cover, basic information form…). Each opens the print route in a new tab.
 */
export function PrintActions({ familyId, row, id }: PrintActionsProps) {
  if (id === undefined) return null;
  const links = printLinkFor(familyId, row, String(id));
  if (links.length === 0) return null;
  if (links.length === 1) {
    const [link] = links;
    return (
      <Button type="link" size="small" onClick={() => openPrint(link!.path)}>
        打印
      </Button>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: links.map((link) => ({ key: link.path, label: link.label })),
        onClick: ({ key }) => openPrint(key),
      }}
    >
      <Button type="link" size="small">
        打印 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
