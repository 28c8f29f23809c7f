import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';
import { DraggableDialog } from '@/shared/ui/DraggableDialog';

import { selectPromptVersion, versionLaterChosen, versionUpdateAccepted } from './versionSlice';

/** The 发现新版本 prompt; what happens on either button is the version-polling saga's job. */
export default function VersionPromptDialog() {
  const version = useAppSelector(selectPromptVersion);
  const dispatch = useAppDispatch();
  return (
    <DraggableDialog
      open={version !== null}
      title="发现新版本"
      okText="更新"
      cancelText="稍后"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      onOk={() => dispatch(versionUpdateAccepted())}
      onCancel={() => dispatch(versionLaterChosen())}
    >
      系统已发布新版本，更新后可使用最新功能。是否立即刷新页面更新？
    </DraggableDialog>
  );
}
