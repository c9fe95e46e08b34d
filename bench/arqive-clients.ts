/**
 * The simulated clients of bench/arqive.ts, in a process of their own so that the server's CPU
 * is measured apart from theirs. Reads {base, rooms, tokens, rate, seconds} from the file named
 * by BENCH_INPUT; each client says hello, joins its room, places a cube, and once the parent
 * writes "go" on stdin, moves it RATE times a second. Prints one JSON line of results.
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

interface Input {
  base: string;
  rooms: string[];
  tokens: string[];
  rate: number;
  seconds: number;
}
const input = JSON.parse(readFileSync(process.env.BENCH_INPUT ?? '', 'utf8')) as Input;

interface Client {
  socket: WebSocket;
  roomId: string;
  objectId: string;
}

/** object id -> move number (its position.x) -> when it was sent. */
const sentAt = new Map<string, Map<number, number>>();
const latencies: number[] = [];
const delivered = new Set<string>();
let measuring = false;
const MOVED = /"kind":"object_moved","object_id":"([^"]+)","position":\{"x":(-?[0-9.e+-]+)/;
let refused = 0;

async function open(i: number): Promise<Client> {
  const roomId = input.rooms[i % input.rooms.length] ?? '';
  const socket = new WebSocket(`${input.base}/api/arqive/ws`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waiters: ((m: Record<string, unknown>) => boolean)[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (measuring) {
      // Cheaper than JSON.parse for 40,000 frames a second: the object id and x out of the op.
      const moved = MOVED.exec(text);
      if (moved) {
        const x = Number(moved[2]);
        const at = sentAt.get(moved[1] ?? '')?.get(x);
        if (at !== undefined) latencies.push(performance.now() - at);
        delivered.add(`${moved[1]}:${x}`);
      } else if (text.includes('"type":"error"')) {
        if (refused++ === 0) process.stderr.write(`first error frame: ${text}\n`);
      }
      return;
    }
    const message = JSON.parse(text) as Record<string, unknown>;
    for (let w = 0; w < waiters.length; w++) if (waiters[w]?.(message)) waiters.splice(w--, 1);
  });
  const next = (match: (m: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bench client: no answer in 20 s')), 20_000);
      waiters.push((m) => {
        if (!match(m)) return false;
        clearTimeout(timer);
        resolve(m);
        return true;
      });
    });
  socket.send(JSON.stringify({ type: 'hello', token: input.tokens[i], name: `b${i}` }));
  await next((m) => m.type === 'welcome');
  socket.send(JSON.stringify({ type: 'join', room_id: roomId, ref: 'j' }));
  await next((m) => m.ref === 'j');
  const placed = next((m) => {
    const entry = m.entry as { actor?: { name?: string }; op?: { kind?: string } } | undefined;
    return m.type === 'op' && entry?.op?.kind === 'object_placed' && entry.actor?.name === `b${i}`;
  });
  socket.send(
    JSON.stringify({
      type: 'place_object',
      room_id: roomId,
      ref: 'p',
      object: { type: 'cube', emoji: '🧊', color: '#112233', position: { x: 0, y: 0, z: 0 } },
    }),
  );
  const op = (await placed).entry as { op: { object: { id: string } } };
  return { socket, roomId, objectId: op.op.object.id };
}

const clients: Client[] = [];
for (let i = 0; i < input.tokens.length; i += 20)
  clients.push(...(await Promise.all(input.tokens.slice(i, i + 20).map((_, j) => open(i + j)))));
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));

measuring = true;
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
let sent = 0;
const timers: NodeJS.Timeout[] = [];
for (const { socket, roomId, objectId } of clients) {
  const times = new Map<number, number>();
  let count = 0; // the move's number, carried in position.x (within the contract's coordinate range)
  sentAt.set(objectId, times);
  timers.push(
    setTimeout(
      () => {
        timers.push(
          setInterval(() => {
            const n = count++ % 1000;
            times.set(n, performance.now());
            socket.send(
              JSON.stringify({
                type: 'move_object',
                room_id: roomId,
                object_id: objectId,
                position: { x: n, y: 0, z: 0 },
              }),
            );
            sent += 1;
          }, 1000 / input.rate),
        );
      },
      Math.random() * (1000 / input.rate),
    ),
  );
}
await new Promise((resolve) => setTimeout(resolve, input.seconds * 1000));
for (const timer of timers) clearInterval(timer);
await new Promise((resolve) => setTimeout(resolve, 500)); // the last moves arrive
measuring = false;
const cpu = process.cpuUsage(cpuBefore);
const clientCpu = ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100;
for (const { socket } of clients) socket.close();
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
process.stdout.write(
  `${JSON.stringify({
    sent,
    movesOut: delivered.size,
    deliveries: latencies.length,
    refused,
    p50: pct(50),
    p99: pct(99),
    max: latencies.at(-1) ?? NaN,
    clientCpu,
  })}\n`,
);
process.exit(0);
