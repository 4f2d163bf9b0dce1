import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { IdentitySource, RequestAuthorizer, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { ROUTES } from '../../shared/routes';
import type { Route } from '../../shared/routes/route-types';
import { ApiFunction } from './api-function';
import { createCursorSecret, secretForEnvironment } from './cursor-secret';
import { createPublicRestApi } from './public-rest-api';
import { addLambdaRouteMethod, addRedirectRouteMethod } from './route-methods';
import type { Settings } from './settings';
import { createSingleTable } from './single-table';

export const AUTHORIZER_ENTRY = 'functions/authorizer/index.ts';

export interface ApiStackProps extends StackProps {
  settings: Settings;
  /** The route table; only tests pass another one. */
  routes?: readonly Route[];
}

/**
 * The whole deployment, generated from the route table: a route added to ROUTES gets its
 * function, grant and method here without touching infra.
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly table: Table;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const table = (this.table = createSingleTable(this, 'Table'));
    const cursorSecret = createCursorSecret(this, 'CursorSecret');

    const newFunction = (functionId: string, entry: string, description: string) => {
      const fn = new ApiFunction(this, functionId, {
        entry,
        description,
        logRetention: settings.logRetentionDays,
        bundleProfile: settings.bundleProfile,
        // Every function reads config(), which requires CURSOR_SECRET, even where it signs no cursor.
        environment: { CURSOR_SECRET: secretForEnvironment(cursorSecret), DOCS_URL: settings.docsUrl },
      });
      return fn;
    };

    const authorizerFunction = newFunction('Authorizer', AUTHORIZER_ENTRY, 'REQUEST authorizer: resolves the Bearer credential.');
    // One GetItem per token, plus the occasional last_used_at refresh of an api-key: no Put/Delete.
    authorizerFunction.bindTable(table, 'RO');
    table.grant(authorizerFunction.fn, 'dynamodb:UpdateItem');
    const authorizer = new RequestAuthorizer(this, 'CredentialAuthorizer', {
      handler: authorizerFunction.fn,
      identitySources: [IdentitySource.header('Authorization')],
      // A revoked credential keeps working for up to this long (docs/deploy.md).
      resultsCacheTtl: Duration.seconds(settings.authorizerCacheTtlSeconds),
    });

    const api = (this.api = createPublicRestApi(this, 'Api', {
      throttleRateLimit: settings.throttleRateLimit,
      throttleBurstLimit: settings.throttleBurstLimit,
      logRetention: settings.logRetentionDays,
    }));

    for (const route of props.routes ?? ROUTES) {
      if (route.kind === 'redirect') {
        addRedirectRouteMethod(api.root, route, { docsUrl: settings.docsUrl });
        continue;
      }
      const fn = newFunction(route.id, route.handler, `${route.method} ${route.path}`);
      fn.bindTable(table, route.access);
      addLambdaRouteMethod(api.root, route, fn.fn, authorizer);
    }

    // RestApi already outputs its URL (with the stage); it is renamed rather than repeated.
    (api.node.findChild('Endpoint') as CfnOutput).overrideLogicalId('ApiUrl');
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'For npm run org:create -- --table <this>.' });
    new CfnOutput(this, 'DocsUrl', { value: settings.docsUrl, description: 'Where /api/v5/rest/docs and /redocs redirect.' });
  }
}
