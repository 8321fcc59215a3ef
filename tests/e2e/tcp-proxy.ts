// A TCP relay in front of a server (PostgreSQL in the fault tests) that can be cut, as a restart or a
// network failure would: open connections are reset and new ones refused until it is restored.
import { connect, createServer, type Server, type Socket } from "node:net";

export type TcpProxy = { port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> };

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const proxy: TcpProxy = {
    port: 0,
    async restore() {
      if (server) return;
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      await new Promise<void>((resolve) => server!.listen(proxy.port, "127.0.0.1", resolve));
      proxy.port = (server.address() as { port: number }).port;
    },
    async cut() {
      if (!server) return;
      const closing = server;
      server = null;
      for (const socket of sockets) socket.resetAndDestroy();
      await new Promise((resolve) => closing.close(resolve));
    },
    close: () => proxy.cut(),
  };
  await proxy.restore();
  return proxy;
}
