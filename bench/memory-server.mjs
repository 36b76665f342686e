// The physical limit of a cached read: a bare node:http server answering each path with the bytes
// the API answered for it, from memory (same status, content type, ETag; a 304 to a matching
// If-None-Match). No router, no validation, no database, no logging.
import http from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(process.env.MEMORY_ROUTES ?? '{}')).map(([path, r]) => [
    path,
    { body: Buffer.from(r.body, 'base64'), contentType: r.contentType, etag: r.etag },
  ]),
);

const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  if (route.etag && req.headers['if-none-match'] === route.etag) {
    res.writeHead(304, { etag: route.etag }).end();
    return;
  }
  res.writeHead(200, {
    'content-type': route.contentType,
    'content-length': route.body.length,
    ...(route.etag ? { etag: route.etag } : {}),
  });
  res.end(route.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT ?? 3502), '127.0.0.1', () => console.log('ready'));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
