/**
 * Fixtures of the benchmark and of the route-generated tests, made through the domain functions
 * and the API (the benchmark never counts them: its recorder is reset right before each measured
 * request), plus bulk seeding straight into the table with BatchWriteItem through the entities'
 * own key builders. What a route's example request needs first is in ./examples.ts.
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/db/client';
import { emailLockItem, userIndexAttributes, userKey, type UserRecord } from '../../shared/directory/users-store';
import { COUNTED, COUNTED_STATUS, userCountsPart } from '../../shared/directory/user-count-store';
import { newId } from '../../shared/db/ids';
import { login } from '../../shared/auth/credentials';
import { putDeliveryAttempt } from '../../shared/webhooks/deliveries-store';
import { mapLimit, sleep } from './concurrency';
import { send, type HttpRequest, type HttpResponse } from './http-client';
import { insertUser, newTestOrg, newUserRecord, type TestOrg, type TestUser } from './orgs';

/**
 * Where the fixtures' webhook subscriptions point: a loopback address local receivers may use
 * (WEBHOOK_ALLOW_LOCAL_RECEIVERS) on the discard port, where nothing listens: their deliveries fail
 * at once and are only retried, never received.
 */
export const LOCAL_WEBHOOK_RECEIVER = 'http://127.0.0.1:9/webhooks';

/** BatchWriteItem of any number of items: chunks of 25, `parallel` chunks in flight, unprocessed items retried. */
export async function batchPut(items: Array<Record<string, unknown>>, parallel = 8): Promise<void> {
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  await mapLimit(chunks, parallel, async (chunk) => {
    let requests: Array<{ PutRequest: { Item: Record<string, unknown> } }> | undefined = chunk.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 0) await sleep(Math.min(1000, 20 * 2 ** attempt));
      if (attempt > 12) throw new Error('BatchWrite kept returning unprocessed items');
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = result.UnprocessedItems?.[tableName()] as typeof requests;
    }
  });
}

/**
 * Users without a password (they exist for enrollments, marks, time off), written as
 * putNewUser writes them: the user item with its index attributes and the email lock item, and
 * counted in the organization's user count and active tally (after the batch: a seed runs before any request).
 * `madeAt`: the users were created then (epoch ms, one ms apart), not now.
 */
export async function seedUsers(slug: string, count: number, options: { madeAt?: number } = {}): Promise<string[]> {
  const now = new Date(options.madeAt ?? Date.now()).toISOString();
  const ids: string[] = [];
  const items: Array<Record<string, unknown>> = [];
  for (let i = 0; i < count; i++) {
    const id = newId(options.madeAt === undefined ? undefined : options.madeAt + i);
    ids.push(id);
    const record = newUserRecord({ id, email: `b-${id.toLowerCase()}@bench.example`, first_name: 'Bench', last_name: `User ${i}`, created_at: now, updated_at: now });
    items.push(emailLockItem(slug, record));
    items.push({ ...userKey(slug, id), ...userIndexAttributes(slug, record), entity: 'user', ...record, [COUNTED]: true, [COUNTED_STATUS]: record.status });
  }
  await batchPut(items);
  await db().send(new UpdateCommand(userCountsPart(slug, slug, { users: count, active: count }).Update));
  return ids;
}

export interface SessionUser extends TestUser {
  token: string;
}

/** An organization with an administrator and a collaborator (each with a session), and helpers to make more. */
export class World {
  private counter = 0;
  private weeks = 0;
  /** Next free weekday per user, for time-off requests that never overlap. */
  private nextDay = new Map<string, number>();
  /** Fixtures made once per organization, by name. */
  private made = new Map<string, Promise<unknown>>();

  constructor(
    readonly baseUrl: string,
    readonly org: TestOrg,
    readonly admin: SessionUser,
    readonly collaborator: SessionUser,
  ) {}

  get slug(): string {
    return this.org.slug;
  }

  get adminKey(): string {
    return this.org.adminKey;
  }

  unique(prefix: string): string {
    return `${prefix}_${Date.now().toString(36)}_${(this.counter++).toString(36)}`;
  }

  /** A new week number each call: requests of one user moved that many weeks never overlap. */
  nextWeek(): number {
    return ++this.weeks;
  }

  /** `make()` once per organization and `name`. */
  once<T>(name: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(name)) this.made.set(name, make());
    return this.made.get(name) as Promise<T>;
  }

  /** Another organization of exactly `users` active users (report calls grow with them), made once per size. */
  orgWithUsers(users: number): Promise<World> {
    return this.once(`org of ${users} users`, async () => {
      const other = await createWorld(this.baseUrl);
      await seedUsers(other.slug, users - 2);
      return other;
    });
  }

  /** A request through the gateway as the organization's administrator api-key (unless a token is given). */
  async api(request: Omit<HttpRequest, 'token'> & { token?: string }, expect?: number): Promise<HttpResponse> {
    const response = await send(this.baseUrl, { token: this.adminKey, ...request });
    if (expect !== undefined && response.status !== expect) {
      throw new Error(`fixture ${request.method} ${request.path} answered ${response.status}: ${response.text.slice(0, 400)}`);
    }
    return response;
  }

  async userWithSession(overrides: Partial<UserRecord> & { password?: string } = {}): Promise<SessionUser> {
    const user = await insertUser(this.slug, overrides);
    return { ...user, token: (await login(this.slug, user.email, user.password)).token };
  }

  async users(count: number): Promise<string[]> {
    return seedUsers(this.slug, count);
  }

  async course(): Promise<string> {
    return (await this.api({ method: 'POST', path: `/org/${this.slug}/learning/courses/`, body: { title: this.unique('Course') } }, 201)).body.id;
  }

  async assignCourse(courseId: string, userIds: string[]): Promise<HttpResponse> {
    return this.api({ method: 'POST', path: `/org/${this.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, body: { course_id: courseId, user_ids: userIds } }, 200);
  }

  /** Sets a large balance of every type. */
  async balances(userId: string): Promise<void> {
    await this.api({ method: 'PUT', path: `/org/${this.slug}/timeoff/balances/${userId}/`, body: { vacation: 5000, leave: 5000, permission: 5000 } }, 200);
  }

  /** The next weekday (from 2030-01-07, a Monday) this user has no request on. */
  weekdayFor(userId: string): string {
    let n = this.nextDay.get(userId) ?? 0;
    const base = Date.UTC(2030, 0, 7);
    let date: Date;
    do {
      date = new Date(base + n * 86_400_000);
      n++;
    } while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
    this.nextDay.set(userId, n);
    return date.toISOString().slice(0, 10);
  }

  timeOffBody(userId: string): Record<string, unknown> {
    const day = this.weekdayFor(userId);
    return { type: 'vacation', start_date: day, end_date: day, user_id: userId };
  }

  /** A failed attempt of a `webhook.test` event in the log of this subscription (as the delivery worker writes it); its id. */
  async deliveryAttempt(webhookId: string, at = new Date()): Promise<string> {
    const event = { type: 'webhook.test', timestamp: at.toISOString(), data: { webhook_id: webhookId, message: 'A fixture event.' } };
    const attempt = await putDeliveryAttempt(this.slug, {
      webhook_id: webhookId,
      event_id: `msg_${this.unique('fixture')}`,
      event_type: event.type,
      attempt: 1,
      status: 'failed',
      status_code: 503,
      duration_ms: 12,
      error: 'the receiver answered 503',
      attempted_at: at.toISOString(),
      next_retry_at: new Date(at.getTime() + 5_000).toISOString(),
      event: JSON.stringify(event),
    });
    return attempt.id;
  }

  async timeOffRequest(userId: string): Promise<string> {
    return (await this.api({ method: 'POST', path: `/org/${this.slug}/timeoff/requests/`, body: this.timeOffBody(userId) }, 201)).body.id;
  }
}

/** A world around a new organization (or a given one, e.g. a test's). */
export async function createWorld(baseUrl: string, org?: TestOrg): Promise<World> {
  const organization = org ?? (await newTestOrg('America/Bogota'));
  const session = async (role: 'admin' | 'collaborator') => {
    const user = await insertUser(organization.slug, { role });
    return { ...user, token: (await login(organization.slug, user.email, user.password)).token };
  };
  const [admin, collaborator] = await Promise.all([session('admin'), session('collaborator')]);
  return new World(baseUrl, organization, admin, collaborator);
}
