/** Test organizations and users: shared with the benchmark, so they live in infra/local. */
export * from '../../infra/local/orgs';
