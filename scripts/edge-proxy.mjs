// The public port of the local stack, in front of the Hosting emulator, doing what Firebase Hosting and Cloud Run do
// and the emulator does not: append the connecting client's address to X-Forwarded-For. The function then takes the
// client address from the last hop only (trust proxy = 1), exactly as in production, so a client that sends its own
// X-Forwarded-For gains nothing locally either.
import http from 'node:http';

const port = Number(process.env.EDGE_PORT);
const target = Number(process.env.EDGE_TARGET_PORT);
/**
 * The Functions emulator starts a new worker process for every request that arrives while the others are busy (it
 * ignores the function's `concurrency`), so 200 requests at once would fork 200 Node processes. The edge lets this
 * many /api requests through at a time and queues the rest in arrival order, so a few warm workers do all the work.
 * (Production is unaffected: Cloud Run serves 40 requests at once per instance, as index.ts says.)
 */
const API_CONCURRENCY = Number(process.env.EDGE_API_CONCURRENCY ?? 4);
let inFlight = 0;
const waiting = [];
function acquire(res, run) {
  const start = () => {
    inFlight++;
    let done = false;
    run(() => {
      if (done) return;
      done = true;
      inFlight--;
      const next = waiting.shift();
      if (next) next();
    });
  };
  if (inFlight < API_CONCURRENCY) return start();
  waiting.push(start);
  // A client that hangs up while queued leaves the queue.
  res.once('close', () => {
    const i = waiting.indexOf(start);
    if (i >= 0) waiting.splice(i, 1);
  });
}

/** "::ffff:127.0.0.5" is how Node shows an IPv4 client on a dual-stack socket; Hosting would say "127.0.0.5". */
const clientAddress = (req) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/**
 * The response headers without X-Powered-By: the Hosting emulator (an Express app) adds it to every answer, which
 * Firebase Hosting does not; the function's own app takes it off in production. `raw` is [name, value, name, …].
 */
function withoutServerName(raw) {
  const kept = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== 'x-powered-by') kept.push(raw[i], raw[i + 1]);
  return kept;
}

function forward(req, res, release) {
  res.once('close', release);
  const forwarded = req.headers['x-forwarded-for'];
  const headers = {
    ...req.headers,
    'x-forwarded-for': [forwarded, clientAddress(req)].filter(Boolean).join(', '),
  };
  const upstream = http.request(
    { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, withoutServerName(up.rawHeaders));
      up.pipe(res);
      up.on('error', () => res.destroy());
    },
  );
  // Every stream has an error path: a client that hangs up, or an emulator that is restarting.
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 'internal', message: 'The local server is not answering yet.' }));
  });
  req.on('error', () => upstream.destroy());
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/')) acquire(res, (release) => forward(req, res, release));
  else forward(req, res, () => {});
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`edge proxy on ${port} -> ${target}`));
