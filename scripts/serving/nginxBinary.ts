/** Where Debian's nginx and its brotli module live (installed by .ci/run when missing). */
import fs from 'node:fs';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export const nginxAvailable = (): boolean => fs.existsSync(NGINX_BINARY);

/** The brotli_static module's file, or null when libnginx-mod-http-brotli-static is not installed. */
export function nginxBrotliModule(): string | null {
  const file = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  return fs.existsSync(file) ? file : null;
}
