/**
 * The history readers of `history-stall.ts`, in a process of their own: twenty sockets receiving
 * some 120 MiB of pages keep an event loop busy, and in the players' process that delay was
 * measured as the server's (an ack waited behind the readers' page handling in the client, not in
 * the server). People paging a replay are other people's browsers; so are these.
 *
 * Started with `fork` by history-stall.ts; reads its job from argv (JSON), sends back over IPC the
 * time each reader took and the bytes received.
 */
import WebSocket from "ws";

interface Job {
  wsUrl: string;
  games: { id: string; seq: number }[];
  readers: number;
  pageSize: number;
}

const job = JSON.parse(process.argv[2] ?? "{}") as Job;
const HISTORY = Buffer.from('"type":"history"');
const WELCOME = Buffer.from('{"type":"welcome"');

const open = (): Promise<WebSocket> =>
  new Promise((ok, fail) => {
    const socket = new WebSocket(job.wsUrl, { localAddress: "127.0.0.2" });
    socket.once("open", () => ok(socket));
    socket.once("error", fail);
  });

const started = performance.now();
let bytes = 0;
const sockets = await Promise.all(Array.from({ length: job.readers }, open));
// Each pages from 0 to the end, one request at a time, never parsing the pages (a prefix test on the bytes).
const times = await Promise.all(
  sockets.map(
    (socket, i) =>
      new Promise<number>((done) => {
        const game = job.games[i % job.games.length]!;
        let from = 0;
        const ask = () => socket.send(JSON.stringify({ type: "history", from, count: job.pageSize, ref: `${i}:${from}` }));
        socket.on("message", (data: Buffer) => {
          if (data.subarray(0, WELCOME.length).equals(WELCOME)) return ask();
          if (data.subarray(0, 64).indexOf(HISTORY) < 0) return;
          bytes += data.length;
          from += job.pageSize;
          if (from > game.seq) done(performance.now() - started);
          else ask();
        });
        socket.send(JSON.stringify({ type: "join", gameId: game.id }));
      }),
  ),
);
for (const s of sockets) s.terminate();
process.send?.({ times, bytes, seconds: (performance.now() - started) / 1000 }, () => process.exit(0));
