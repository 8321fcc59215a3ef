// A mail server for the fault tests: just enough SMTP for nodemailer (no TLS, no auth), which can be
// taken down (connections refused) and brought back on the same port.
import { createServer, type Server, type Socket } from "node:net";

export type ReceivedMail = { to: string[]; data: string };
export type FakeSmtp = { port: number; received: ReceivedMail[]; up(): Promise<void>; down(): Promise<void> };

function session(socket: Socket, received: ReceivedMail[]): void {
  let buffer = "";
  let inData = false;
  let to: string[] = [];
  let data = "";
  socket.write("220 fake-smtp ready\r\n");
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === ".") {
          inData = false;
          received.push({ to, data });
          socket.write("250 queued\r\n");
        } else data += `${line}\n`;
        continue;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === "EHLO" || command === "HELO") socket.write("250 fake-smtp\r\n");
      else if (command === "MAIL") {
        to = [];
        data = "";
        socket.write("250 ok\r\n");
      } else if (command === "RCPT") {
        to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
        socket.write("250 ok\r\n");
      } else if (command === "DATA") {
        inData = true;
        socket.write("354 go ahead\r\n");
      } else if (command === "QUIT") socket.end("221 bye\r\n");
      else socket.write("250 ok\r\n");
    }
  });
  socket.on("error", () => undefined);
}

export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const fake: FakeSmtp = {
    port,
    received,
    async up() {
      if (server) return;
      server = createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        session(socket, received);
      });
      await new Promise<void>((resolve) => server!.listen(fake.port, "127.0.0.1", resolve));
      fake.port = (server.address() as { port: number }).port;
    },
    async down() {
      if (!server) return;
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => closing.close(resolve));
    },
  };
  await fake.up();
  return fake;
}
