// The built-in realtime server in a process of its own, for `npm run bench:realtime -- --standalone`,
// which measures its memory apart from the app's: `NEXTAUTH_SECRET=… node --import tsx server/realtime/standalone.ts [port]`.
// Prints one JSON line (port, path, app id and key; never the secret) once it listens.
import { builtInRealtimeFromEnv, REALTIME_PATH } from "./built-in";
import { listenAlone } from "./listen-alone";

const realtime = builtInRealtimeFromEnv({ trustedHops: 0, env: { ...process.env, PUSHER_APP_ID: "", PUSHER_KEY: "", PUSHER_SECRET: "" } });
if (!realtime) throw new Error("unreachable: the PUSHER_* settings were cleared above");
const listening = await listenAlone(realtime, Number(process.argv[2] ?? process.env.PORT ?? 0));
const { id, key } = realtime.credentials;
console.log(JSON.stringify({ port: listening.port, path: REALTIME_PATH, id, key }));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void listening.stop().finally(() => process.exit(0)));
}
