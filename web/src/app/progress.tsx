import { nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** Navigation progress bar: starts on a route change and ends 250 ms after it completes (spec). */
export function NavigationProgressOnRouteChange() {
  const location = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== 'idle') nprogress.start();
  }, [navigation.state]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    nprogress.start();
    const t = setTimeout(() => nprogress.complete(), 250);
    return () => clearTimeout(t);
  }, [location.key]);
  return null;
}
