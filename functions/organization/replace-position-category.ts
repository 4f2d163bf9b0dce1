import { parseIfMatch, replacePositionCategory } from '../../shared/organization/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { replacePositionCategory as route } from '../../shared/organization/routes';

export const handler = createHandler(route, async ({ params, body, headers }) => {
  const expectedVersion = parseIfMatch(headers['if-match']);
  const category = await replacePositionCategory(params.slug, params.position_category_id, body, expectedVersion);
  return respond(category, undefined, { ETag: `"${category.version}"` });
});
