import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

interface ErrorPageProps {
  status: '404' | '403' | '500';
  title: string;
  subTitle: string;
}

export function ErrorPage({ status, title, subTitle }: ErrorPageProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={[
        <Button key="home" type="primary" onClick={() => void navigate('/', { replace: true })}>
          返回首页
        </Button>,
        <Button key="back" onClick={() => void navigate(-1)}>
          返回上一页
        </Button>,
      ]}
    />
  );
}
