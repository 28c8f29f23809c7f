import { useLoaderData, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';

import { type LoginLoaderData } from './loginLoaderData';
import { LoginPage, type LoginPageProps } from './LoginPage';

/**
 * The router's /login (a session that ended, a deep link while signed out): the sign-in page
 * with its data from the route's loader and the sign-in's way on through the router.
 */
export default function RoutedLoginPage(props: Pick<LoginPageProps, 'warmUp' | 'beforeSignIn'>) {
  const data = useLoaderData<LoginLoaderData>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <LoginPage
      {...props}
      data={data}
      redirect={searchParams.get('redirect')}
      onSignedIn={async (path) => {
        await navigate(path, { replace: true });
      }}
      navigating={navigation.state !== 'idle'}
    />
  );
}
