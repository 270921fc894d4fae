/** The reference for the load benchmark: bare Fastify, one JSON route, no plugins, no logger. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port), pid: process.pid }));
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
