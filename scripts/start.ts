/** `npm start`: build the web app if its sources changed, then run the server in this process. */
import { buildIfStale } from './buildIfStale';

await buildIfStale();
await import('../src/server/main');
