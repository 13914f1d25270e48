// The page behind the redirect URI (/redirect). msal-browser 5 popup and silent flows need it to hand the
// identity provider's response back to the window that opened it. Nothing else runs here.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/** The provider's answer travels in the fragment (or the query): without one there is nothing to hand back. */
function hasAuthResponse(): boolean {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, '') || window.location.search);
  return params.has('code') || params.has('error') || params.has('state');
}

/**
 * Someone opened /redirect themselves (a bookmark, the history), or the window that started the sign-in is
 * gone: say so and lead to the sign-in page instead of "Completing sign-in…" for ever. Styles are set
 * through the DOM (the page's CSP allows no inline style attribute or element).
 */
function showNothingToComplete(): void {
  document.title = 'No sign-in to complete';
  const main = document.createElement('main');
  Object.assign(main.style, { fontFamily: 'system-ui, sans-serif', maxWidth: '32rem', margin: '15vh auto 0', padding: '0 1rem', lineHeight: '1.5', color: '#1f2937' });
  const heading = document.createElement('h1');
  heading.textContent = 'No sign-in to complete';
  Object.assign(heading.style, { fontSize: '1.5rem', fontWeight: '600', margin: '0 0 0.5rem' });
  const text = document.createElement('p');
  text.textContent = 'This page finishes a sign-in started from the Employee Portal, and there is none under way in this window.';
  const link = document.createElement('a');
  link.href = '/login';
  link.textContent = 'Go to the sign-in page';
  Object.assign(link.style, { display: 'inline-block', marginTop: '0.5rem', padding: '0.75rem 1rem', borderRadius: '4px', background: '#00796b', color: '#ffffff', textDecoration: 'none', fontWeight: '600' });
  main.append(heading, text, link);
  document.body.replaceChildren(main);
}

if (hasAuthResponse()) {
  broadcastResponseToMainFrame().catch((error: unknown) => {
    console.error('Sign-in response could not be handed back to the app', error);
    showNothingToComplete();
  });
} else showNothingToComplete();
