// The page behind the redirect URI (/redirect). msal-browser 5 popup and silent flows need it to hand the
// identity provider's response back to the window that opened it. Nothing else runs here.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Sign-in response could not be handed back to the app', error);
});
