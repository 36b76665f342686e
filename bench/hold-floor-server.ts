// The floor of a hold over HTTP: a bare node:http server that, for each POST, reads and parses the JSON
// body and replays the API's captured hold statement with fresh values (bench/lib/hold-replay.ts)
// through a plain `pg` pool, answering 200 with the reference or 409 when the slot is full. No
// framework, no validation, no pricing, no limits, no security headers, no logging: what any HTTP
// API doing this hold costs at the least, as the bytes-from-memory server is for a cached read.
import http from 'node:http';
import pg from 'pg';
import { replayHold, type HoldTemplate } from './lib/hold-replay';

const template = JSON.parse(process.env.HOLD_TEMPLATE ?? 'null') as HoldTemplate;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
});

const answer = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const bookingId = await replayHold(pool, template);
        if (bookingId) answer(res, 200, { bookingId });
        else answer(res, 409, { error: { code: 'SOLD_OUT' } });
      } catch (error) {
        answer(res, 500, { error: String(error) });
      }
    })();
  });
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT ?? 3503), '127.0.0.1', () => console.log('ready'));
