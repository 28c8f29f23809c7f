import { Spin } from 'antd';

/** The server's Chinese message of a refused print, or a general one. */
export const printErrorText = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : '打印数据加载失败，请稍后重试';
};

/** The paper while the server reads it. */
export function PrintLoading() {
  return (
    <div className="print-state">
      <Spin tip="正在加载打印数据…" size="large">
        <div className="print-spin-area" />
      </Spin>
    </div>
  );
}
