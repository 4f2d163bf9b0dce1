import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { cursorKeyId } from '../../db/cursor';
import { cursorKeys, loadCursorSecret } from '../../db/cursor-secret';
import { log } from '../../observability/log';
import { CURSOR_KEY_METRICS } from '../../observability/metric-names';
import { publishMetric } from '../metrics';
import type { ShellMiddleware } from './shell-context';

/**
 * List routes sign their cursors: the keys are read before anything else (cached after the first
 * call, read again when the request's cursor names a key this container does not know yet), and
 * a function deployed without them fails every list request, not only the ones whose page
 * happens to need a cursor. A failed re-read keeps the keys read earlier: logged and metered.
 */
export const cursorSecret: ShellMiddleware = {
  before: async (request) => {
    const cursor = request.event.queryStringParameters?.cursor;
    const { refreshFailed } = await loadCursorSecret(Date.now(), cursor ? cursorKeyId(cursor) : undefined);
    if (refreshFailed) {
      log.warn('cursor secret not read again; serving the keys read earlier', { error: refreshFailed.message });
      // Its own EMF record, dimension `service` only (not the request's area and route).
      publishMetric(CURSOR_KEY_METRICS.refreshFailed, MetricUnit.Count, 1, {});
    }
    cursorKeys();
  },
};
