import { Navigate } from 'react-router-dom';

/**
 * `/redirect` is served by the redirect-bridge page (its own entry) when the identity provider returns.
 * Reached inside the app, it simply goes to the site root, as after sign-out.
 */
export default function RedirectPage() {
  return <Navigate to="/" replace />;
}
