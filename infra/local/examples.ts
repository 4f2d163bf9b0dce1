/**
 * The route table's example requests made real (#18 §4): a route's `example` (the API
 * Reference's; path parameters and required query parameters default to the shared example of
 * their name) with every id it names replaced by an object made in the organization first.
 * Fixtures are keyed by parameter or body field name, never by route: a route whose example
 * names a new kind of id needs a fixture here, and nothing else. The benchmark, the artifact
 * smoke test, the authorization matrix and the isolation and fault tests send these requests.
 */
import type { z } from 'zod/mini';
import * as auth from '../../shared/auth/routes';
import * as customFields from '../../shared/custom-fields/routes';
import * as groups from '../../shared/groups/routes';
import type { UserRecord } from '../../shared/directory/users-store';
import type { LambdaRoute } from '../../shared/http/route-types';
import { fillPath } from '../../shared/http/request-url';
import * as learning from '../../shared/learning/routes';
import { putExampleJob } from '../../shared/learning/group-rules-store';
import { newId } from '../../shared/db/ids';
import { PARAMETER_EXAMPLES } from '../../shared/openapi/examples';
import * as organization from '../../shared/organization/routes';
import * as scim from '../../shared/scim/routes';
import * as timeoff from '../../shared/timeoff/routes';
import * as webhooks from '../../shared/webhooks/routes';
import { MAX_WEBHOOKS_PER_ORGANIZATION } from '../../shared/webhooks/schemas';
import { LOCAL_WEBHOOK_RECEIVER, type World } from './fixtures';
import type { HttpRequest } from './http-client';
import { insertUser } from './orgs';

/** Who sends the request: a credential, and the user behind it (none for an api-key). */
export interface Caller {
  token: string;
  id?: string;
}

export interface ExampleOptions {
  /** The credential (default: the organization's administrator api-key). */
  caller?: Caller;
  /** A `me` route acts on its caller: without `caller`, a new user of these attributes (default a collaborator). */
  as?: Partial<UserRecord>;
  /** Ids in the request's id list (default: as many as the example's). */
  n?: number;
}

interface Context {
  world: World;
  /** The user the request's user ids name: the caller, on a `self` route called by a user. */
  owner?: string;
  /** The path parameters made so far (left to right): an id under another one names an object of it. */
  params?: Record<string, string>;
  /** The route whose request is being made (a fixture of one name may differ by area: a SCIM group, a group). */
  route?: LambdaRoute;
}

type Fixture = (c: Context) => Promise<string>;

const user: Fixture = async ({ world, owner }) => owner ?? (await world.users(1))[0]!;

/** A user with days to take (the time-off examples take some), given once. */
const userWithBalances: Fixture = async (c) => {
  const id = await user(c);
  await c.world.once(`balances of ${id}`, () => c.world.balances(id));
  return id;
};

/** An object made by another route's example request, its id picked from the answer. */
const madeBy =
  (route: LambdaRoute, pick = (body: any): string => body.id): Fixture =>
  async (c) => {
    const request = await prepare(c, route);
    return pick((await c.world.api(request, route.response.status)).body);
  };

/**
 * A new subscription, made by createWebhook's example. An organization has at most
 * MAX_WEBHOOKS_PER_ORGANIZATION (the fault test makes one per run): a full world deletes its
 * oldest first, through the API, so its count stays true.
 */
const webhook: Fixture = async (c) => {
  const path = `/org/${c.world.slug}/webhooks/`;
  const listed = await c.world.api({ method: 'GET', path, query: { page_size: MAX_WEBHOOKS_PER_ORGANIZATION } }, 200);
  if (listed.body.results.length >= MAX_WEBHOOKS_PER_ORGANIZATION) await c.world.api({ method: 'DELETE', path: `${path}${listed.body.results[0].id}/` }, 204);
  return madeBy(webhooks.createWebhook)(c);
};

/** One area per organization (createArea's example itself names a parent area). */
const area: Fixture = ({ world }) =>
  world.once('area', async () => (await world.api({ method: 'POST', path: `/org/${world.slug}/organizations/areas/`, body: { name: 'Operations' } }, 201)).body.id);

/** Ids by the name of the path parameter or body field that carries them. */
const FIXTURES: Record<string, Fixture> = {
  id: user,
  // Under a group's members: a member of the path's group (removeGroupMember removes one).
  user_id: (c) => (c.route?.area === 'groups' && c.route.method === 'DELETE' ? memberOfGroup(c) : userWithBalances(c)),
  area_id: area,
  parent_id: area,
  key_id: madeBy(auth.createApiKey),
  position_category_id: madeBy(organization.createPositionCategory),
  course_id: madeBy(learning.createCourse),
  track_id: madeBy(learning.createTrack),
  request_id: madeBy(timeoff.createTimeOffRequest),
  webhook_id: webhook,
  // A SCIM group of its own (an area): the group examples rename, empty and delete it; a group (#41) for the groups routes.
  // The enrollment rules of a group (#42, learning's routes under /groups/{group_id}/) are a group's too.
  group_id: (c) => (c.route?.area === 'groups' || c.route?.path.includes('/groups/{group_id}/enrollment-rules/') ? madeBy(groups.createGroup)(c) : madeBy(scim.createScimGroup)(c)),
  // SCIM discovery: the same resource types and schemas in every organization (no object to make).
  resource_type_id: async () => 'User',
  schema_id: async () => 'urn:ietf:params:scim:schemas:core:2.0:User',
  // An attempt in the log of the path's subscription (the delivery worker writes them: no route does).
  delivery_id: async (c) => c.world.deliveryAttempt(c.params?.webhook_id ?? (await FIXTURES.webhook_id!(c))),
  // The content of an enrollment rule (#42): a course of its own (its example's content_type).
  content_id: madeBy(learning.createCourse),
  // A rule on the path's group (#42), for a course of its own.
  rule_id: async (c) =>
    (await c.world.api({ method: 'POST', path: `/org/${c.world.slug}/groups/${c.params!.group_id}/enrollment-rules/`, body: { content_type: 'course', content_id: await FIXTURES.course_id!(c) } }, 201)).body.rule.id,
  // A finished job (a rule on a group of more than 1,000 members, written as such a rule leaves it).
  job_id: async (c) => {
    const id = newId();
    await putExampleJob(c.world.slug, id, newId(), newId(), newId());
    return id;
  },
  enrollment_id: async (c) => {
    const answer = await c.world.assignCourse(await FIXTURES.course_id!(c), [await user(c)]);
    return answer.body.assigned[0].enrollment_id;
  },
};

/** A new user made a member of the path's group (by addGroupMember's request). */
async function memberOfGroup(c: Context): Promise<string> {
  const id = await user({ world: c.world });
  await c.world.api({ method: 'PUT', path: `/org/${c.world.slug}/groups/${c.params!.group_id}/members/${id}/` }, 200);
  return id;
}

/** Lists of ids, by field name: as many as the example has, or N. */
const LISTS: Record<string, (c: Context, n: number) => Promise<string[]>> = {
  user_ids: (c, n) => c.world.users(n),
  course_ids: (c, n) => Promise.all(Array.from({ length: n }, () => FIXTURES.course_id!(c))),
};

const DAY = 86_400_000;
const weeksLater = (date: string, weeks: number) => new Date(Date.parse(date) + weeks * 7 * DAY).toISOString().slice(0, 10);

/** The example body, made valid again each time it is sent. */
async function bodyOf(c: Context, route: LambdaRoute, n?: number): Promise<unknown> {
  const example = route.example?.body;
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return example;
  const body: Record<string, unknown> = { ...example };
  const fields = (route.request?.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  // An api-key is no user: a request that may name its user names one.
  if ('user_id' in fields && !('user_id' in body)) body.user_id = '';
  // Taken only by a body with a period: every other request leaving the count alone keeps the
  // weeks within the 5 years a date may be from today, however many requests a sweep sends.
  let weekOfBody: number | undefined;
  const week = () => (weekOfBody ??= c.world.nextWeek());
  // One tag per request: a SCIM user's userName and its emails stay the same address.
  let tag: string | undefined;
  const scimTag = () => (tag ??= c.world.unique(''));
  // Credentials to log in with: those of a new user (a used one may be locked by earlier attempts).
  const logsIn = !route.idempotent && typeof body.email === 'string' && typeof body.password === 'string';
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' && FIXTURES[name]) body[name] = await FIXTURES[name](c);
    else if (Array.isArray(value) && LISTS[name]) body[name] = await LISTS[name](c, n ?? value.length);
    // What a creating POST makes unique in the organization is new each time.
    else if ((route.idempotent || logsIn) && name === 'email') body[name] = String(value).replace('@', `${c.world.unique('')}@`);
    else if (route.idempotent && name === 'key') body[name] = c.world.unique(String(value));
    // What SCIM keeps unique (userName and the login email, one namespace; externalId, a group's displayName) is new each time.
    else if (route.area === 'scim' && name === 'userName') body[name] = String(value).replace('@', `${scimTag()}@`);
    else if (route.area === 'scim' && name === 'emails' && Array.isArray(value))
      body[name] = value.map((email: { value?: unknown }) => ({ ...email, value: String(email.value).replace('@', `${scimTag()}@`) }));
    else if (route.area === 'scim' && (name === 'externalId' || name === 'displayName')) body[name] = c.world.unique(String(value));
    // So is a group's name and external_id (#41).
    else if (route.area === 'groups' && (name === 'name' || name === 'external_id')) body[name] = c.world.unique(String(value));
    // A past instant only an administrator may record: a minute ago is one anybody may.
    else if (name === 'at') body[name] = new Date(Date.now() - 60_000).toISOString();
    // A webhook receiver this machine may reach (the example's https host resolves nowhere here).
    else if (name === 'url' && route.area === 'webhooks') body[name] = LOCAL_WEBHOOK_RECEIVER;
    // Periods of one user must not overlap: each request is moved to weeks of its own.
    else if (name === 'start_date' || name === 'end_date') body[name] = weeksLater(String(value), week());
  }
  // The custom fields it sets are defined (as createCustomField's example defines one).
  for (const key of Object.keys((body.custom_fields ?? {}) as object)) {
    const definition = { ...(customFields.createCustomField.example.body as object), key };
    await c.world.once(`custom field ${key}`, () => c.world.api({ method: 'POST', path: `/org/${c.world.slug}/custom-fields/`, body: definition }, 201));
  }
  if (logsIn) await insertUser(c.world.slug, { email: body.email as string, password: body.password as string });
  return body;
}

/** The route's path parameters: the organization's slug, and an object made for each id. */
export async function pathParams(world: World, route: LambdaRoute, caller?: Caller): Promise<Record<string, string>> {
  return paramsOf({ world, owner: ownerOf(route, caller) }, route);
}

async function paramsOf(c: Context, route: LambdaRoute): Promise<Record<string, string>> {
  const params: Record<string, string> = { slug: c.world.slug };
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    if (name === 'slug') continue;
    const fixture = FIXTURES[name!];
    if (!fixture) throw new Error(`${route.id}: no fixture for {${name}} in infra/local/examples.ts`);
    params[name!] = await fixture({ ...c, params, route });
  }
  return params;
}

const ownerOf = (route: LambdaRoute, caller?: Caller) => (route.roles === 'self' ? caller?.id : undefined);

async function prepare(c: Context, route: LambdaRoute, { caller, as, n }: ExampleOptions = {}): Promise<HttpRequest> {
  const body = await bodyOf(c, route, n);
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(route.example?.query ?? {})) query[name] = typeof value === 'boolean' ? String(value) : value;
  // Required query parameters the example leaves out take the shared example of their name, as in the document.
  for (const [name, field] of Object.entries((route.request?.query?.shape ?? {}) as Record<string, z.ZodMiniType>)) {
    if (!(name in query) && !field.safeParse(undefined).success) query[name] = String(PARAMETER_EXAMPLES[name]);
  }
  let token = caller?.token ?? c.world.adminKey;
  // `me` is the caller: a new user's session (with the example's current password, if it gives one).
  if (!caller && isMe(route)) {
    const password = (body as { current_password?: unknown } | undefined)?.current_password;
    token = (await c.world.userWithSession({ ...as, ...(typeof password === 'string' ? { password } : {}) })).token;
  }
  const path = fillPath(route.path, await paramsOf(c, route));
  return { method: route.method, path, query, body, token: route.roles === 'public' && !caller ? undefined : token };
}

/**
 * The route's example as a request that succeeds (its `response.status`): sent by `caller`, or
 * by the organization's administrator api-key; `n` ids in its id list when given.
 */
export function exampleRequest(world: World, route: LambdaRoute, options: ExampleOptions = {}): Promise<HttpRequest> {
  return prepare({ world, owner: ownerOf(route, options.caller) }, route, options);
}

/** A route about the caller itself (`/users/me/…`): an api-key, which is no user, cannot call it. */
export const isMe = (route: LambdaRoute): boolean => route.path.includes('/users/me/');
