/**
 * `npm run dev`: the API on API_PORT (default 3001) with reload on change, and Vite with HMR on
 * PORT (default 3000) proxying /api to it.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// Links in e-mails must open the page people use (Vite's), not the API port behind it.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: publicUrl, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
