import { CheckCircleOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';

import { type RecordId, type ResourceEndpoints } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { batchCounts, batchVerifyConfirmText, batchVerifyResultText } from '../model/recordActions';

interface BatchVerifyButtonProps {
  endpoints: ResourceEndpoints;
  selected: readonly RecordId[];
  onDone: () => void;
}

/**
 * 批量核实 of the selected records (the family's batchverify verb, the 核实 button's act): asks
 * first, then says how many were verified and how many already were.
 */
export function BatchVerifyButton({ endpoints, selected, onDone }: BatchVerifyButtonProps) {
  const dispatch = useAppDispatch();
  const { message, modal } = App.useApp();
  const [running, setRunning] = useState(false);
  const endpoint = endpoints.mutations.batchverify;
  if (!endpoint) return null;

  const run = async () => {
    setRunning(true);
    try {
      const result: unknown = await dispatch(endpoint.initiate({ body: [...selected] })).unwrap();
      const { updated, skipped } = batchCounts(result);
      message.success(batchVerifyResultText(updated, skipped));
      onDone();
    } catch {
      // The notice outlet has shown the server's reason; the selection stays for a retry.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      icon={<CheckCircleOutlined />}
      disabled={selected.length === 0}
      loading={running}
      onClick={() =>
        modal.confirm({
          title: '批量核实',
          content: batchVerifyConfirmText(selected.length),
          okText: '核实',
          cancelText: '取消',
          onOk: run,
        })
      }
    >
      批量核实{selected.length > 0 ? `（${selected.length}）` : ''}
    </Button>
  );
}
