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

/** The most an /api body can be: a Word file of MAX_CV_BYTES (10 MB) and the multipart around it. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;
/** A body that has not arrived in this time is dropped, so a client sending a byte at a time holds nothing. */
const BODY_DEADLINE_MS = 20_000;

const answer = (res, status, code, message) => {
  if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify({ code, message }));
};

/** The whole request body, read before the request takes an /api slot; null once it has been answered. */
function bufferBody(req, res) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let settled = false;
    const settle = (body) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(body);
    };
    const timer = setTimeout(() => {
      answer(res, 408, 'timeout', 'The request took too long to arrive.');
      req.destroy();
      settle(null);
    }, BODY_DEADLINE_MS);
    req.on('data', (chunk) => {
      if (settled) return;
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      // Too large: answered at once, and the rest read and dropped so the client can read the answer (a socket
      // closed under a client still sending loses it); the deadline still ends a body that never stops.
      chunks.length = 0;
      answer(res, 413, 'body_too_large', 'The request is too large.');
      settle(null);
      setTimeout(() => req.destroy(), BODY_DEADLINE_MS).unref();
    });
    req.on('end', () => settle(Buffer.concat(chunks)));
    req.on('error', () => settle(null));
    req.on('close', () => settle(null));
  });
}

/** A path no page or route has and the Hosting emulator cannot parse ("//", bad percent-encoding, overlong). */
function malformed(url) {
  if (!url.startsWith('/') || url.startsWith('//') || url.length > 4096) return true;
  try {
    decodeURIComponent(url.split('?')[0]);
    return false;
  } catch {
    return true;
  }
}

function forward(req, res, release, body) {
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
  if (body) return upstream.end(body);
  req.on('error', () => upstream.destroy());
  req.pipe(upstream);
}

const server = http.createServer(async (req, res) => {
  const url = req.url ?? '/';
  // Answered here, as Firebase Hosting would: the Hosting emulator throws on "//" and stops serving.
  if (malformed(url)) return answer(res, 400, 'bad_request', 'That address is not valid.');
  if (!url.startsWith('/api/')) return forward(req, res, () => {});
  // An /api request waits for its slot only once its body has arrived.
  const body = await bufferBody(req, res);
  if (body) acquire(res, (release) => forward(req, res, release, body));
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`edge proxy on ${port} -> ${target}`));
