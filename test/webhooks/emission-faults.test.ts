// This file reads its table's stream after every request: a table of its own, set before any
// module reads the configuration.
process.env.TABLE_NAME = 'learning-people-emission-faults';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { exampleRequest } from '../../infra/local/examples';
import { createWorld, type World } from '../../infra/local/fixtures';
import { send } from '../../infra/local/http-client';
import { startTableStream, type RunningTableStream, type StreamRecord } from '../../infra/local/table-stream';
import { createTableIfMissing } from '../../shared/db/create-table';
import type { LambdaRoute } from '../../shared/http/route-types';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { deriveEvents, slugOfRecord, type ChangeRecord } from '../../shared/webhooks/events';
import { injectFault, type Fault } from '../support/faults';
import { useGateway } from '../support/http';

/**
 * Events exist iff their change committed (#20 §3), under the fault sweep of
 * test/http/faults.test.ts: for every write route whose clean request emits events and
 * every k, the k-th DynamoDB call of the request fails (throttled before it reaches DynamoDB, or
 * the answer lost after DynamoDB applied it). The events the table's stream then yields for the
 * organization (derived as the dispatcher derives them) are exactly the clean run's, or none:
 * never a part, never twice, and none for a request that answered an error without committing.
 * Every other write route emits nothing at all.
 */
const { baseUrl } = useGateway();
let world: World;
let stream: RunningTableStream;
const records: StreamRecord[] = [];

beforeAll(async () => {
  const client = localClient(inject('dynamoEndpoint'));
  await createTableIfMissing(client, process.env.TABLE_NAME!);
  client.destroy();
  world = await createWorld(baseUrl());
  stream = await startTableStream({
    endpoint: inject('dynamoEndpoint'),
    tableName: process.env.TABLE_NAME!,
    pollMs: 20,
    onRecords: async (batch) => {
      records.push(...batch);
      return null;
    },
  });
}, 120_000);

afterAll(async () => {
  await stream?.stop();
});

const WRITE_ROUTES = LAMBDA_ROUTES.filter((r) => r.method !== 'GET');

/** The event types the stream yielded for the world's organization since `from` (sorted: a multiset). */
function eventsSince(from: number): string[] {
  return records
    .slice(from)
    .filter((r) => slugOfRecord(r as ChangeRecord) === world.slug)
    .flatMap((r) => deriveEvents(r as ChangeRecord, world.org.timezone))
    .map((e) => `${e.type}${e.target ? ' (send)' : ''}`)
    .sort();
}

type Edit = (request: Awaited<ReturnType<typeof exampleRequest>>) => Awaited<ReturnType<typeof exampleRequest>>;

async function run(route: LambdaRoute, fault?: { k: number; kind: Fault }, edit: Edit = (r) => r) {
  const request = edit(await exampleRequest(world, route));
  // What the fixtures wrote is read before the request: only the request's own changes count.
  await stream.idle();
  const from = records.length;
  const injected = fault ? injectFault(fault.k, fault.kind) : injectFault(Number.MAX_SAFE_INTEGER, 'throttled-before');
  let response;
  try {
    response = await send(baseUrl(), request);
  } finally {
    injected.remove();
  }
  await stream.idle();
  return { response, calls: injected.calls(), events: eventsSince(from) };
}

/** The events of each route's clean request, as its sweep saw them (the last test lists them). */
const cleanEvents = new Map<string, string[]>();

async function sweep(route: LambdaRoute, edit?: Edit): Promise<string[]> {
  const clean = await run(route, undefined, edit);
  expect(clean.response.status, clean.response.text).toBeLessThan(300);
  if (!edit) cleanEvents.set(route.id, clean.events);
  if (clean.events.length === 0) return clean.events; // no event from this route (checked again below)
  for (let k = 1; k <= clean.calls; k++) {
    for (const kind of ['throttled-before', 'network-after'] as const) {
      const { response, events } = await run(route, { k, kind }, edit);
      const where = `${route.id}, call ${k} of ${clean.calls}, ${kind}: ${response.status} ${response.text.slice(0, 200)}\n${events.join('\n')}`;
      if (response.status < 300) expect(events, where).toEqual(clean.events);
      else expect([[], clean.events], where).toContainEqual(events);
    }
  }
  return clean.events;
}

describe('events under injected DynamoDB faults: exactly the clean run’s, or none', () => {
  for (const route of WRITE_ROUTES) {
    it(`${route.method} ${route.path}`, () => sweep(route), 120_000);
  }

  it('enrollment.completed (progress to 100)', async () => {
    const route = LAMBDA_ROUTES.find((r) => r.id === 'reportEnrollmentProgress')!;
    const complete: Edit = (request) => ({ ...request, body: { progress: 100 } });
    expect(await sweep(route, complete)).toEqual(['enrollment.completed']);
  }, 120_000);

  it('the routes that emit, and what (a route that stops emitting, or starts, shows here)', async () => {
    const emitted: Record<string, string[]> = {};
    for (const route of WRITE_ROUTES) {
      // The clean request of the route's sweep above (sent here when that test did not run).
      let events = cleanEvents.get(route.id);
      if (!events) {
        const clean = await run(route);
        expect(clean.response.status, `${route.id}: ${clean.response.text}`).toBeLessThan(300);
        events = clean.events;
      }
      if (events.length) emitted[route.id] = [...new Set(events)];
    }
    expect(emitted).toMatchInlineSnapshot(`
      {
        "addGroupMember": [
          "group.member_added",
        ],
        "approveTimeOffRequest": [
          "timeoff.request.approved",
        ],
        "assignCourse": [
          "enrollment.created",
        ],
        "assignTrack": [
          "enrollment.created",
        ],
        "cancelTimeOffRequest": [
          "timeoff.request.cancelled",
        ],
        "createAttendanceMark": [
          "attendance.mark.created",
        ],
        "createGroup": [
          "group.created",
        ],
        "createScimGroup": [
          "group.created",
        ],
        "createScimUser": [
          "user.created",
        ],
        "createTimeOffRequest": [
          "timeoff.request.created",
        ],
        "createUser": [
          "user.created",
        ],
        "deleteGroup": [
          "group.deleted",
        ],
        "deleteScimGroup": [
          "group.deleted",
        ],
        "deleteScimUser": [
          "user.deactivated",
        ],
        "deleteTimeOffRequest": [
          "timeoff.request.deleted",
        ],
        "legacySetUserCustomFields": [
          "user.updated",
        ],
        "legacyUpdateUser": [
          "user.updated",
        ],
        "patchScimUser": [
          "user.updated",
        ],
        "redeliverWebhookDelivery": [
          "webhook.test (send)",
        ],
        "rejectTimeOffRequest": [
          "timeoff.request.rejected",
        ],
        "removeGroupMember": [
          "group.member_removed",
        ],
        "replaceScimGroup": [
          "group.updated",
        ],
        "replaceScimUser": [
          "user.updated",
        ],
        "setUserCustomFields": [
          "user.updated",
        ],
        "setUserPassword": [
          "user.updated",
        ],
        "testWebhook": [
          "webhook.test (send)",
        ],
        "updateGroup": [
          "group.updated",
        ],
        "updateUser": [
          "user.updated",
        ],
      }
    `);
  }, 120_000);
});
