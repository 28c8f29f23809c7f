import { PrinterOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';

import { type PrintRecord } from '../model/paperText';
import { followUpPrintPath, openPrint } from '../model/printLinks';

interface PrintSelectedButtonProps {
  familyId: string;
  /** The selected rows with their ids. */
  visits: readonly { id: string; row: PrintRecord }[];
}

/** 打印所选: several follow-up visits of one patient on the columnar form, in one go. */
export function PrintSelectedButton({ familyId, visits }: PrintSelectedButtonProps) {
  const { message } = App.useApp();
  const print = () => {
    const result = followUpPrintPath(familyId, visits);
    if (result.ok) openPrint(result.path);
    else void message.warning(result.reason);
  };
  return (
    <Button icon={<PrinterOutlined />} disabled={visits.length === 0} onClick={print}>
      打印所选{visits.length > 0 ? `（${visits.length}）` : ''}
    </Button>
  );
}

/** Families whose list offers 打印所选 (the columnar follow-up forms). */
export const canPrintSelection = (familyId: string): boolean =>
  familyId === 'hypertensionFollowUp' || familyId === 'diabetesFollowUP';
