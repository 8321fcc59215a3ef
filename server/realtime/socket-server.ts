// The WebSocket side of the built-in server: accepts pusher-js connections on `${path}/app/{key}` (the
// upgrade of the app's own HTTP server), bounds them (frame size, sockets per client address, send
// buffer, idleness) and hands their frames to the hub.
import { randomInt } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import { resolveClientIp } from "../front-door/client-ip";
import type { Connection, Hub } from "./hub";
import { codes, errorFrame, frame, PROTOCOL_VERSION } from "./protocol";

// A slow reader that lets this much pile up is dropped; it reconnects and fetches what it missed.
const MAX_BUFFERED_BYTES = 1024 * 1024;

function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

export interface SocketServerOptions {
  hub: Hub;
  appKey: string;
  /** Sockets connect to `${path}/app/{key}`. */
  path: string;
  trustedHops: number;
  maxMessageBytes: number;
  maxSocketsPerIp: number;
  activityTimeoutSeconds: number;
  pongTimeoutMs?: number;
  /** The tests' outage switch: while it says down, upgrades are refused with 503. */
  isDown?: () => boolean;
}

export function createSocketServer({
  hub,
  appKey,
  path,
  trustedHops,
  maxMessageBytes,
  maxSocketsPerIp,
  activityTimeoutSeconds,
  pongTimeoutMs = 30_000,
  isDown = () => false,
}: SocketServerOptions) {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const socketsPerIp = new Map<string, number>();
  const prefix = `${path}/app/`;

  function refuse(ws: WebSocket, code: number, message: string) {
    ws.send(errorFrame(code, message));
    ws.close(code, message);
  }

  function open(ws: WebSocket, req: IncomingMessage) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const key = url.pathname.slice(prefix.length);
    const protocol = url.searchParams.get("protocol");
    if (key !== appKey) return refuse(ws, codes.appNotFound, "Unknown app key");
    if (!protocol) return refuse(ws, codes.noProtocol, "No protocol version given");
    if (Number(protocol) !== PROTOCOL_VERSION)
      return refuse(ws, codes.unsupportedProtocol, `Only protocol ${PROTOCOL_VERSION} is supported`);

    // The address the front door would give this request: the socket's peer or a trusted proxy's entry.
    const { clientIp } = resolveClientIp({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers["x-forwarded-for"],
      trustedHops,
    });
    const open = socketsPerIp.get(clientIp) ?? 0;
    if (open >= maxSocketsPerIp) return refuse(ws, codes.overCapacity, "Too many connections from this address");
    socketsPerIp.set(clientIp, open + 1);

    const connection: Connection = {
      id: newSocketId(),
      channels: new Map(),
      send(text) {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.terminate();
        ws.send(text);
      },
      close: (code, reason) => ws.close(code, reason),
    };

    // Idle for activity_timeout: ask for a sign of life; none within the pong timeout: close (4201,
    // which pusher-js answers by reconnecting at once). pusher-js pings on its own after the same idle
    // time, so a live client is rarely asked.
    const activityMs = activityTimeoutSeconds * 1000;
    let awaitingPong = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number, onFire: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(onFire, ms);
    };
    const onIdle = () => {
      awaitingPong = true;
      connection.send(frame("pusher:ping", {}));
      arm(pongTimeoutMs, () => ws.close(codes.pongNotReceived, "Pong reply not received"));
    };
    arm(activityMs, onIdle);

    ws.on("message", (data, isBinary) => {
      if (awaitingPong) {
        awaitingPong = false;
        arm(activityMs, onIdle);
      } else timer?.refresh();
      // binaryType is ws's default "nodebuffer": every message, fragmented or not, is one Buffer.
      if (!isBinary) hub.receive(connection, (data as Buffer).toString("utf8"));
    });
    // A frame over maxPayload makes ws close the socket with 1009; the error itself needs no more.
    ws.on("error", () => {});
    ws.on("close", () => {
      clearTimeout(timer);
      const left = (socketsPerIp.get(clientIp) ?? 1) - 1;
      if (left > 0) socketsPerIp.set(clientIp, left);
      else socketsPerIp.delete(clientIp);
      hub.disconnect(connection);
    });
    hub.connect(connection);
  }

  return {
    /** Whether this upgrade request is ours (then it is answered); other paths are left to the caller. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (!(req.url ?? "").startsWith(prefix)) return false;
      // A test outage (built-in.ts): refused as a stopped server would be, before any WebSocket opens.
      if (isDown()) {
        socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        return true;
      }
      server.handleUpgrade(req, socket, head, (ws) => open(ws, req));
      return true;
    },
    socketsOpen: (): number => [...socketsPerIp.values()].reduce((sum, count) => sum + count, 0),
  };
}
