import Fastify from 'fastify';

/** The bare reference route the shop's figures are compared with. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
