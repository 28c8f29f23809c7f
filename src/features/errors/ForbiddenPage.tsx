import { ErrorPage } from './ErrorPage';

export default function ForbiddenPage() {
  return (
    <ErrorPage
      status="403"
      title="401"
      subTitle="抱歉，您没有权限访问此页面，如需使用请联系管理员分配权限。"
    />
  );
}
