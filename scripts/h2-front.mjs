// An HTTP/2 front with TLS for measuring, as a phone meets any deployed site (a CDN or a load balancer speaks
// HTTP/2): `node scripts/h2-front.mjs <port> <target>` serves https://localhost:<port> and forwards every
// request to <target> (an app or the Lighthouse control on plain HTTP/1.1). The certificate is made on
// start for localhost and signed by nobody: browsers need --ignore-certificate-errors, Node
// NODE_TLS_REJECT_UNAUTHORIZED=0. Not for serving anyone: no limits, no logging, no keep-alive tuning.
// Why: Lighthouse's simulation gives each HTTP/1.1 request it saw on a new connection a connection of its
// own, in slow start, with its handshake; over HTTP/2 one connection carries them all. A page of fifteen
// requests before its first paint pays for that on HTTP/1.1 and a control of eight far less.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

/** A self-signed certificate for localhost, made with openssl in a temporary folder. */
function localhostCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "h2-front-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" }); // prettier-ignore
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

// Headers HTTP/2 forbids in a response (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/** Starts the front on `port` for `target`; resolves with its URL once it listens. */
export function startH2Front(port, target) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
    );
    headers.host = request.headers[":authority"] ?? request.headers.host ?? upstream.host;
    headers["x-forwarded-proto"] = "https";
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ url: `https://localhost:${port}/`, server })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, target] = process.argv.slice(2);
  if (!port || !target) throw new Error("usage: node scripts/h2-front.mjs <port> <target>");
  const { url } = await startH2Front(Number(port), target);
  console.log(`HTTP/2 front on ${url} for ${target}`);
}
