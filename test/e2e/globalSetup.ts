import { execFileSync } from 'node:child_process';

/** The browser suite runs against the production build: build the client once per run. */
export default function setup(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
