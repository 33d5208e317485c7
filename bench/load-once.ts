// One closed-loop load run against a URL (50 connections, 20 s): `npx tsx bench/load-once.ts <url>`. For ad-hoc checks beside /api/health memory figures.
import { load } from './lib/load';
const url = process.argv[2]!;
const r = await load(url, { connections: 50, seconds: 20 });
console.log(JSON.stringify({ rps: Math.round(r.rps), p99: Math.round(r.p99), errors: r.errors }));
