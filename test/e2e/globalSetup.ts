import { execFileSync } from 'node:child_process';

/** The browser suite runs against the production build: build the client once per run. */
export default function setup(): void {
  // vitest sets NODE_ENV=test, which would give React's development build: build as production.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
