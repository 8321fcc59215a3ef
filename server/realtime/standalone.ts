// The built-in realtime server in a process of its own, for `npm run bench:realtime -- --standalone`,
// which measures its memory apart from the app's: `NEXTAUTH_SECRET=… node --import tsx server/realtime/standalone.ts [port]`.
// Prints one JSON line (port, path, app id and key; never the secret) once it listens.
import { postgresNotifyBus } from "../bus/notify-bus";
import { builtInRealtimeFromEnv, REALTIME_PATH } from "./built-in";
import { listenAlone } from "./listen-alone";

// With DATABASE_URL it hears the other processes through LISTEN/NOTIFY, as `npm start` does.
const notifyBus = process.env.DATABASE_URL ? postgresNotifyBus(process.env.DATABASE_URL) : null;
const realtime = builtInRealtimeFromEnv({
  trustedHops: 0,
  env: { ...process.env, PUSHER_APP_ID: "", PUSHER_KEY: "", PUSHER_SECRET: "" },
  notifyBus,
});
if (!realtime) throw new Error("unreachable: the PUSHER_* settings were cleared above");
const listening = await listenAlone(realtime, Number(process.argv[2] ?? process.env.PORT ?? 0));
const { id, key } = realtime.credentials;
console.log(JSON.stringify({ port: listening.port, path: REALTIME_PATH, id, key }));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(
    signal,
    () =>
      void listening
        .stop()
        .then(() => notifyBus?.close())
        .finally(() => process.exit(0)),
  );
}
