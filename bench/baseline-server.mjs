// The baseline of the catalogue-read benchmark: a bare node:http server that runs, for each path, the
// exact SQL statements (text and bindings) the API ran for it, through a plain `pg` pool, and answers
// the rows of the last one as JSON. No router, no validation, no presenters, no logging.
import http from 'node:http';
import pg from 'pg';

const routes = JSON.parse(process.env.BASELINE_ROUTES ?? '{}');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});

const server = http.createServer(async (req, res) => {
  const statements = routes[req.url];
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    let rows = [];
    for (const { sql, bindings } of statements) rows = (await pool.query(sql, bindings)).rows;
    const body = JSON.stringify(rows);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT ?? 3501), '127.0.0.1', () => console.log('ready'));
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
