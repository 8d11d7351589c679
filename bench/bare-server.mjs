// The reference of the API benchmark: a bare Fastify server in a process of its own, like the API,
// answering a tiny JSON POST. PORT and HOST from the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false, trustProxy: '127.0.0.1' });
app.post('/bare', async (request) => ({ ok: true, echo: request.body?.domain_name ?? null }));
app.post('/api/startup', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
