import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { serverRoot } from '../../src/server-root';

/** Runs a TypeScript entry point of the server in a child process (through tsx). */
export function spawnTs(
  entry: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
  });
}

/** Resolves with the process's exit code (or signal name). */
export function exited(child: ChildProcessWithoutNullStreams): Promise<number | string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
}
