/**
 * The local SMTP catcher (MailDev, issue #48 §1): every e-mail the API service sends on this machine is kept and
 * shown in its web view, never delivered. `npm start` starts it (unless SMTP_URL names a server of your own); the
 * e2e suite starts its own (playwright.config.ts).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface MailCatcher {
  child: ChildProcess;
  /** What the service sends through: smtp://127.0.0.1:<smtp>. */
  smtpUrl: string;
  /** The web view (its REST API is under /api: /api/email lists what was sent). */
  webUrl: string;
}

/** Starts MailDev on 127.0.0.1 and resolves once it says both its SMTP server and its web view listen. */
export function startMailCatcher(smtpPort: number, webPort: number, mailDirectory: string): Promise<MailCatcher> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'maildev'), ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', mailDirectory], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // MailDev's last start-up line.
      if (output.includes('Press Ctrl+C to stop')) resolve({ child, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://127.0.0.1:${webPort}/` });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The mail catcher (MailDev) could not start (${code ?? 'signal'}): ${output.trim()}`)));
  });
}
