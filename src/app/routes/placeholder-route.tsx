import type { RouteObject } from 'react-router';
import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';

/** A registered route whose screen a later issue builds: it names the screen it stands for. */
export function placeholderRoute(path: string, screen: string): RouteObject {
  return { path, element: <PlaceholderScreen screen={screen} /> };
}
