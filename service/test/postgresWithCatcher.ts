import { smtpSender } from '../src/email/delivery.ts';
import { configureEmail } from '../src/email/queue.ts';
import { startMailCatcher } from './mailCatcher.ts';
import { startCluster } from './postgres.ts';

/** The portal's address in the e-mails of the tests below. */
export const ORIGIN = 'http://portal.test';

/**
 * What the "once past one machine" tests (issue #48) share: a throwaway PostgreSQL 15 cluster on `port`, for the
 * instances each test opens on it, and an SMTP catcher their e-mail goes to, through one sender.
 */
export async function startPostgresWithCatcher(port: number) {
  const catcher = await startMailCatcher();
  const settings = { smtpUrl: catcher.url, from: 'Employee Portal <portal@portal.test>', portalOrigin: ORIGIN, digestHour: 8, timeZone: 'UTC' };
  configureEmail(settings);
  const sender = smtpSender(settings);
  const cluster = startCluster(port);
  return {
    url: cluster.url,
    catcher,
    sender,
    async stop() {
      cluster.stop();
      sender.close();
      await catcher.stop();
    },
  };
}

export type PostgresWithCatcher = Awaited<ReturnType<typeof startPostgresWithCatcher>>;
