import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** One e-mail the catcher took: whom it was for, its subject and its two bodies (as MailDev's REST API gives them). */
export interface Caught {
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
}

/** A free port on 127.0.0.1 (the system's pick, released for the catcher to take). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

const MAILDEV = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'maildev');

/**
 * A real SMTP server for a test: MailDev (as `npm start` runs it) on ports of its own, started once it says it
 * listens, read through its REST API, stopped by the test.
 */
export async function startMailCatcher() {
  const [smtp, web] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
  const child = spawn(MAILDEV, ['--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Its last start-up line: the SMTP server and the REST API both listen.
      if (output.includes('Press Ctrl+C to stop')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`MailDev exited (${code ?? 'signal'}): ${output}`)));
  });
  const api = `http://127.0.0.1:${web}/api`;
  const all = async (): Promise<Caught[]> => (await (await fetch(`${api}/email`)).json()) as Caught[];
  return {
    url: `smtp://127.0.0.1:${smtp}`,
    all,
    /** The e-mails taken, once there are at least `count` (MailDev's list, read until it holds them). */
    async received(count: number): Promise<Caught[]> {
      for (;;) {
        const emails = await all();
        if (emails.length >= count) return emails;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
