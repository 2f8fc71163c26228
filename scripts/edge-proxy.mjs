// The public port of the local stack, in front of the Hosting emulator, doing what Firebase Hosting and Cloud Run do
// and the emulator does not: append the connecting client's address to X-Forwarded-For. The function then takes the
// client address from the last hop only (trust proxy = 1), exactly as in production, so a client that sends its own
// X-Forwarded-For gains nothing locally either.
import http from 'node:http';

const port = Number(process.env.EDGE_PORT);
const target = Number(process.env.EDGE_TARGET_PORT);

/** "::ffff:127.0.0.5" is how Node shows an IPv4 client on a dual-stack socket; Hosting would say "127.0.0.5". */
const clientAddress = (req) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

const server = http.createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for'];
  const headers = {
    ...req.headers,
    'x-forwarded-for': [forwarded, clientAddress(req)].filter(Boolean).join(', '),
  };
  const upstream = http.request(
    { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.rawHeaders);
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
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`edge proxy on ${port} -> ${target}`));
