import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

import { RowAction, RowMenuAction } from '@/shared/ui/rowActions';

import { type PrintRecord } from '../model/paperText';
import { openPrint, printLinkFor } from '../model/printLinks';

interface PrintActionsProps {
  familyId: string;
  row: PrintRecord;
  id: string | number | undefined;
  /** `button`: a full button with the printer icon (a dialog's footer, a page's header). */
  variant?: 'link' | 'button';
  /** The button's text; 打印 unless the page already has other print buttons. */
  label?: string;
}

/**
 * 打印 on a record's row, dialog or page: one link when the family has one paper, a menu when it
 * has several (a resident's cover, basic information form…). Each opens the print route in a
 * new tab.
 */
export function PrintActions({
  familyId,
  row,
  id,
  variant = 'link',
  label = '打印',
}: PrintActionsProps) {
  if (id === undefined || id === '') return null;
  const links = printLinkFor(familyId, row, String(id));
  if (links.length === 0) return null;
  const items = links.map((link) => ({ key: link.path, label: link.label }));
  if (variant === 'link') {
    // On a list row: plain buttons, the menu mounted when opened (shared/ui/rowActions).
    if (links.length === 1) {
      const [link] = links;
      return (
        <RowAction title={link!.label} onClick={() => openPrint(link!.path)}>
          {label}
        </RowAction>
      );
    }
    return <RowMenuAction label={label} items={items} onPick={openPrint} />;
  }
  if (links.length === 1) {
    const [link] = links;
    return (
      <Button icon={<PrinterOutlined />} title={link!.label} onClick={() => openPrint(link!.path)}>
        {label}
      </Button>
    );
  }
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => openPrint(key) }}>
      <Button icon={<PrinterOutlined />}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
