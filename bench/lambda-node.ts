/** The Lambda runtime's Node for the cold-start section: one copy for the benchmark and the tests (infra/tools/lambda-node.ts). */
export * from '../infra/tools/lambda-node';
