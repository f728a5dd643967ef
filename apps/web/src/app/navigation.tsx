import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

let navigate: NavigateFunction | undefined;

/** Hands the router's navigate function to code outside React (the HTTP client's logout). */
export function NavigationBridge() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
    return () => {
      navigate = undefined;
    };
  }, [routerNavigate]);
  return null;
}

/** Goes to `to` inside the app, replacing the current history entry; a full load if the router is not up yet. */
export function replaceLocation(to: string): void {
  if (navigate) void navigate(to, { replace: true });
  else window.location.replace(to);
}
