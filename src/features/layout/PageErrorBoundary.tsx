import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Keeps one broken page (a failed chunk download, a render error) inside its own tab: the rest
 * of the shell and the other tabs go on working.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[页面错误]', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title="页面加载失败"
        subTitle="可能是网络中断或系统已更新，请重试；如仍失败，请刷新浏览器。"
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            重试
          </Button>
        }
      />
    );
  }
}
