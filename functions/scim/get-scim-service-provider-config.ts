import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { serviceProviderConfig } from '../../shared/scim/discovery';
import { getScimServiceProviderConfig as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, baseUrl }) => respond(serviceProviderConfig(baseUrl, params.slug)));
