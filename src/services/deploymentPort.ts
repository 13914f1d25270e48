/// <reference types="webpack/module" />
/**
 * What the app needs to know about deployments: which build is running, which one the server has now
 * (dist/version.json, written by the build), and a full reload. Listeners call these; tests pass fakes.
 */
export interface DeploymentPort {
  runningBuildId: string;
  /** The build id the server has now; null when it cannot be reached. */
  fetchDeployedBuildId(): Promise<string | null>;
  /** Reloads the page at its current address. */
  reload(): void;
}

/** Written by the build (scripts/serving/webpackPlugin.ts). */
const VERSION_PATH = '/version.json';

export function browserDeployment(win: Window = window): DeploymentPort {
  return {
    // webpack's hash of the whole build; the same value the build writes into version.json.
    runningBuildId: typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'development',
    async fetchDeployedBuildId() {
      try {
        const response = await win.fetch(VERSION_PATH, { cache: 'no-store' });
        if (!response.ok) return null;
        const body: unknown = await response.json();
        return typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string' ? body.buildId : null;
      } catch {
        return null;
      }
    },
    reload() {
      win.location.reload();
    },
  };
}

/** For tests and Node: a fixed running build, a fixed deployed one (null = unreachable), reloads do nothing. */
export function fixedDeployment(deployedBuildId: string | null = null, runningBuildId = 'test-build'): DeploymentPort {
  return { runningBuildId, fetchDeployedBuildId: () => Promise.resolve(deployedBuildId), reload: () => undefined };
}
