/** The baseline: a bare Hono handler on @hono/node-server answering the same JSON as health. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/api/v1/health/', (c) => c.json({ status: 'ok', version: 'bare', database: 'none' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
