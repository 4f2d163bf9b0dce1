import { afterAll, beforeAll, expect } from 'vitest';
import { explorerMount, LOCAL_EXPLORER_PATH } from '../../infra/local/explorer';
import { startGateway, warmFunctions, type RunningGateway } from '../../infra/local/gateway';
import { send } from '../../infra/local/http-client';
import { checkAgainstContract, prepareContractChecker } from './contract';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON, wrong content types, huge payloads). */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /**
   * Every response is checked against the OpenAPI document (status documented for the
   * operation, body valid against its schema) and a mismatch fails the test. Opt out only for
   * requests that are not API operations on purpose.
   */
  skipContractCheck?: boolean;
}

/**
 * An HTTP client for the local gateway, used like an integrator would. Each response is
 * checked against the OpenAPI document (see ./contract.ts) unless `skipContractCheck`.
 */
export function apiClient(baseUrl: () => string) {
  return async function call<T = any>(method: string, path: string, { skipContractCheck, ...request }: CallOptions = {}): Promise<ApiResponse<T>> {
    const response = await send(baseUrl(), { method, path, ...request });
    if (!skipContractCheck) checkAgainstContract(baseUrl(), { method, url: response.url, status: response.status, headers: response.headers, text: response.text });
    return response;
  };
}

/**
 * Starts the local gateway (real authorizer, real handlers, DynamoDB Local) for a test file
 * and returns a client bound to it.
 */
export function useGateway(docsUrl = `http://docs.test${LOCAL_EXPLORER_PATH}`) {
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ docsUrl, mounts: [explorerMount()] });
    // What every file's first request would otherwise pay inside its first test (a load of
    // 20+ made that test the one to time out, #45): the authorizer's import and the contract's
    // document. The hook's limit (vitest.config.ts) is the setup's, not a test's.
    prepareContractChecker();
    await warmFunctions();
  });
  afterAll(async () => {
    await gateway?.close();
  });
  const baseUrl = () => {
    if (!gateway) throw new Error('gateway not started');
    return gateway.baseUrl;
  };
  return { call: apiClient(baseUrl), baseUrl, docsUrl };
}

/** What `useGateway().call` is: the one type helpers take it as (#31 §5: declared once). */
export type Call = <T = any>(method: string, path: string, options?: CallOptions) => Promise<ApiResponse<T>>;

/** The password `insertUser` gives a user unless told otherwise (infra/local/orgs.ts). */
export const PASSWORD = 'correct horse battery';

/** Logs a user in through the API (200 expected): the login result, its `token` first. */
export async function login(call: Call, slug: string, email: string, password = PASSWORD) {
  const res = await call('POST', `/org/${slug}/auth/login/`, { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return res.body as { token: string; user_id: string; role: string; password_change_required: boolean };
}
