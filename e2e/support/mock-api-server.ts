import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const READY_LINE = 'Mock API listening';

/**
 * The HTTP mock server (`mocks/http-server.ts`) as a child process. The tsx binary is spawned
 * directly (not through npx) so that SIGTERM reaches the server.
 */
export class MockApiServer {
  private child: ChildProcess | null = null;
  private output = '';

  /** What the server printed so far (stdout and stderr). */
  get log(): string {
    return this.output;
  }

  /**
   * `completeGuidedTours` (default true) starts the server with every user's guided tours
   * completed, so the welcome tour does not cover the page after sign-in.
   */
  constructor(
    private readonly port: number,
    private readonly options: { completeGuidedTours?: boolean } = {},
  ) {}

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the server and resolves once it prints that it is listening. */
  async start(timeoutMs = 20_000): Promise<void> {
    if (this.child) return;
    this.output = '';
    const child = spawn(`${repoRoot}node_modules/.bin/tsx`, ['mocks/http-server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        MOCK_PORT: String(this.port),
        MOCK_COMPLETE_GUIDED_TOURS: this.options.completeGuidedTours === false ? '0' : '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('exit', onExit);
        child.off('error', onError);
        if (!error) {
          resolve();
          return;
        }
        child.kill('SIGKILL');
        this.child = null;
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes(READY_LINE)) settle();
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(new Error(`Mock API server exited before it was ready (code ${code}, signal ${signal}):\n${this.output}`));
      const onError = (error: Error) => settle(error);
      const timer = setTimeout(
        () => settle(new Error(`Mock API server did not start within ${timeoutMs} ms:\n${this.output}`)),
        timeoutMs,
      );
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => {
        this.output += chunk.toString();
      });
      child.on('exit', onExit);
      child.on('error', onError);
      child.once('exit', () => {
        if (this.child === child) this.child = null;
      });
    });
  }

  /**
   * Every record of a mock collection as the server holds it now (`GET /__mock/records/{collection}`),
   * e.g. `records('timesheetEntries')`, to check that each change arrived exactly once.
   */
  async records<T = Record<string, unknown>>(collection: string): Promise<T[]> {
    const response = await fetch(`http://127.0.0.1:${this.port}/__mock/records/${collection}`);
    if (!response.ok) throw new Error(`Reading ${collection} from the mock server answered ${response.status}`);
    return (await response.json()) as T[];
  }

  /** Stops the server with SIGTERM and resolves once the process has exited. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
      }, timeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
