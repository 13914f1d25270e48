import { http, HttpResponse } from 'msw';

/** A 1×1 PNG stands in for the user's photo. */
const PHOTO_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Microsoft Graph, mocked: /me, the photo and presence (matched on any origin). */
export function graphHandlers(basePath: string) {
  const at = (path: string) => `*${basePath.replace(/^https?:\/\/[^/]+/, '').replace(/\/$/, '')}${path}`;
  return [
    http.get(at('/me'), () =>
      HttpResponse.json({ id: 'me', displayName: 'Signed-in user', jobTitle: 'Project Engineer', mobilePhone: '+1 310 555 0142', businessPhones: ['+1 310 555 0100'], officeLocation: 'Santa Monica' }),
    ),
    http.get(at('/me/photo/$value'), () => {
      const bytes = Uint8Array.from(atob(PHOTO_PNG_BASE64), (c) => c.charCodeAt(0));
      return new HttpResponse(bytes, { headers: { 'Content-Type': 'image/png' } });
    }),
    http.get(at('/me/presence'), () => HttpResponse.json({ id: 'me', availability: 'Available', activity: 'Available' })),
  ];
}
