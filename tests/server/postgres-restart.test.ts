import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/server-process';
import { UNAVAILABLE_MESSAGE } from '../../server/plugins/error-handler';
import { openEventStream, type EventStream } from './support/event-stream-client';
import { validLoad } from './support/marketplace';
import { postgresServerBinaries } from '../support/required-services';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

// PostgreSQL only (vitest.config.ts): the real server process on a PostgreSQL cluster of this
// test's own, which it restarts and crashes while signed-in users read and write.

const bin = postgresServerBinaries();
/** No request may hang: the pool gives up connecting after 5 s, so an answer comes well before. */
const ANSWER_WITHIN_MS = 15_000;
const PHONES = { shipper: '500000101', reader: '500000102', provider: '500000103' };
const CODE = '135790';

type Answer = {
  label: string;
  status: number | 'no answer';
  body: { success?: boolean; msg?: string; status?: string } | null;
  retryAfter: string | null;
};

let cluster: PrivatePostgres;
let dataDir: string;
let baseUrl: string;
let server: {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  output: () => string;
};
let stream: EventStream | undefined;

async function request(
  label: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    const text = await response.text();
    return {
      label,
      status: response.status,
      body: text ? (JSON.parse(text) as Answer['body']) : null,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    return { label, status: 'no answer', body: null, retryAfter: null };
  }
}

async function eventually<T>(what: string, attempt: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}\n${server.output().slice(-3000)}`);
}

const readyStatus = async () => (await request('ready', 'GET', '/api/ready')).status;

async function signIn(phone: string, userType: 'user' | 'provider', companyName: string) {
  const sent = await request('send-otp', 'POST', '/api/user/send-otp', {
    body: { phone, countryCode: '+966' },
  });
  const otpId = (sent.body as { data?: { otpId?: string } }).data?.otpId;
  const verified = await request('verify-otp', 'POST', '/api/user/verify-otp', {
    body: { phoneNumber: phone, otp: CODE, otpId },
  });
  const session = (verified.body as { data?: { token: string; _id: string } }).data;
  if (!session) throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
  const profile = await request('update-profile', 'POST', '/api/user/update-profile', {
    token: session.token,
    body: {
      userId: session._id,
      userData: {
        userName: 'Restart',
        lastName: 'Tester',
        email: `restart${phone}@example.com`,
        companyName,
        companyAddress: 'Riyadh',
        userType,
      },
    },
  });
  if (profile.status !== 200) throw new Error(`profile failed: ${JSON.stringify(profile.body)}`);
  return session.token;
}

function aLoad() {
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
  return validLoad({ scheduledDate: inThreeDays });
}

/** The listening connections the server holds on the cluster (live events, session changes). */
async function listeningConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_stat_activity where query ilike 'listen %'`,
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Three signed-in users reading and writing without pause: the shipper posts loads and lists
 * them, the provider finds loads and quotes the new ones, another shipper reads and clears
 * notifications. Every answer is kept.
 */
function serveContinuously(tokens: { shipper: string; reader: string; provider: string }) {
  const answers: Answer[] = [];
  const postedLoads: string[] = [];
  let running = true;
  const loop = async (step: () => Promise<void>) => {
    while (running) await step();
  };
  const keep = (answer: Answer) => {
    answers.push(answer);
    return answer;
  };
  const loops = [
    loop(async () => {
      const posted = keep(
        await request('post a load', 'POST', '/api/loads/create', {
          token: tokens.shipper,
          body: aLoad(),
        }),
      );
      const loadId = (posted.body as { data?: { loadId?: string } } | null)?.data?.loadId;
      if (posted.status === 200 && loadId) postedLoads.push(loadId);
      keep(
        await request('my loads', 'GET', '/api/loads/user?status=pending', {
          token: tokens.shipper,
        }),
      );
    }),
    loop(async () => {
      keep(
        await request('find loads', 'POST', '/api/loads', {
          token: tokens.provider,
          body: { page: 1, limit: 10 },
        }),
      );
      const loadId = postedLoads.shift();
      if (loadId) {
        keep(
          await request('quote', 'POST', '/api/quote/create', {
            token: tokens.provider,
            body: { loadId, offer: 1800, status: 'pending' },
          }),
        );
      }
    }),
    loop(async () => {
      keep(
        await request('unread count', 'GET', '/api/user-notifications/unread-count', {
          token: tokens.reader,
        }),
      );
      keep(
        await request('notifications', 'GET', '/api/user-notifications', { token: tokens.reader }),
      );
      keep(
        await request('read all', 'PUT', '/api/user-notifications/read-all', {
          token: tokens.reader,
        }),
      );
    }),
  ];
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Each kind of request the users make, once: reads and writes, each with its own session. */
function oneOfEach(tokens: { shipper: string; reader: string; provider: string }) {
  return Promise.all([
    request('post a load', 'POST', '/api/loads/create', { token: tokens.shipper, body: aLoad() }),
    request('my loads', 'GET', '/api/loads/user?status=pending', { token: tokens.shipper }),
    request('find loads', 'POST', '/api/loads', { token: tokens.provider, body: { page: 1 } }),
    request('unread count', 'GET', '/api/user-notifications/unread-count', {
      token: tokens.reader,
    }),
    request('read all', 'PUT', '/api/user-notifications/read-all', { token: tokens.reader }),
    request('send a code', 'POST', '/api/user/send-otp', {
      body: { phone: '500000199', countryCode: '+966' },
    }),
  ]);
}

const unavailableAnswer = (label: string) => ({
  label,
  status: 503,
  body: { success: false, msg: UNAVAILABLE_MESSAGE },
  retryAfter: '5',
});

beforeAll(async () => {
  if (!bin) return;
  cluster = await startPrivatePostgres(bin);
  dataDir = await mkdtemp(path.join(tmpdir(), 'gf-restart-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    DEMO_SEED: '0',
    STATIC_DIR: '/nonexistent',
    OTP_TEST_PHONES: Object.values(PHONES)
      .map((phone) => `+966${phone}=${CODE}`)
      .join(','),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  server = { child, exited, output: () => output };
  await eventually(
    'the server to be ready',
    async () => ((await readyStatus()) === 200 ? true : undefined),
    80_000,
  );
}, 90_000);

afterAll(async () => {
  await stream?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await cluster?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!bin)('a PostgreSQL restart while the server is serving', () => {
  it('answers 503 while the database is gone, never crashes, and recovers on its own', async () => {
    const tokens = {
      shipper: await signIn(PHONES.shipper, 'user', 'Restart Trading'),
      reader: await signIn(PHONES.reader, 'user', 'Reader Trading'),
      provider: await signIn(PHONES.provider, 'provider', 'Restart Haulage'),
    };
    stream = await openEventStream(baseUrl, tokens.shipper);
    await stream.commentMatching('connected');
    const traffic = serveContinuously(tokens);
    await eventually('traffic to flow', async () =>
      traffic.answers.filter((answer) => answer.status === 200).length > 20 ? true : undefined,
    );

    // A clean restart: connections are ended by the server, then it comes back.
    await cluster.restart('fast');
    await eventually('ready after the restart', async () =>
      (await readyStatus()) === 200 ? true : undefined,
    );

    // A crash: every backend killed at once, no checkpoint.
    await cluster.stop('immediate');
    expect(await request('ready', 'GET', '/api/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable' },
    });
    expect((await request('health', 'GET', '/api/health')).status).toBe(200);
    const whileDown = await oneOfEach(tokens);
    expect(whileDown).toEqual(whileDown.map((answer) => unavailableAnswer(answer.label)));
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await cluster.start();
    await eventually('ready after the crash', async () =>
      (await readyStatus()) === 200 ? true : undefined,
    );
    // The same sessions, without the app restarting.
    const afterRecovery = await oneOfEach(tokens);
    expect(afterRecovery.map((answer) => [answer.label, answer.status])).toEqual(
      afterRecovery.map((answer) => [answer.label, 200]),
    );
    const answeredBefore = traffic.answers.length;
    await eventually('traffic to flow again', async () =>
      traffic.answers.slice(answeredBefore).filter((answer) => answer.status === 200).length > 20
        ? true
        : undefined,
    );
    await traffic.stop();

    // Every answer was a success or our clean 503: no 500, nothing left hanging.
    const other = traffic.answers.filter(
      (answer) =>
        answer.status !== 200 &&
        JSON.stringify(answer) !== JSON.stringify(unavailableAnswer(answer.label)),
    );
    expect(other).toEqual([]);
    expect(
      traffic.answers.some((answer) => answer.label === 'quote' && answer.status === 200),
    ).toBe(true);

    // Live events resume: both LISTEN connections are back, and a new quote reaches the stream
    // opened before the restarts.
    await eventually('the server to listen again', async () =>
      (await listeningConnections()) === 2 ? true : undefined,
    );
    const posted = await request('post a load', 'POST', '/api/loads/create', {
      token: tokens.shipper,
      body: aLoad(),
    });
    const loadId = (posted.body as { data?: { loadId?: string } }).data?.loadId;
    const quoted = await request('quote', 'POST', '/api/quote/create', {
      token: tokens.provider,
      body: { loadId, offer: 2100, status: 'pending' },
    });
    expect(quoted.status).toBe(200);
    const event = await stream.eventMatching(
      (received) => received.event === 'quote' && received.data.loadId === loadId,
      10_000,
    );
    expect(event.data).toMatchObject({ type: 'quote', loadId });

    // The process never stopped, and still stops cleanly.
    expect(server.child.exitCode).toBeNull();
    await stream.close();
    stream = undefined;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
