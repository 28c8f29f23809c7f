import { Spin } from 'antd';

import { DEFAULT_LOADING_TEXT } from '@/shared/constants';

/** What a page shows while its code or its menu is on the way. */
export function PageLoading() {
  return (
    <div className="gw-page-loading">
      <Spin description={DEFAULT_LOADING_TEXT} size="large">
        <div className="gw-page-loading-box" />
      </Spin>
    </div>
  );
}
