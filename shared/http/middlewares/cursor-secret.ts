import { cursorSecret as currentCursorSecret, loadCursorSecret } from '../../db/cursor-secret';
import type { ShellMiddleware } from './shell-context';

/**
 * List routes sign their cursors: the secret is read before anything else (cached after the first
 * call), and a function deployed without it fails every list request, not only the ones whose
 * page happens to need a cursor.
 */
export const cursorSecret: ShellMiddleware = {
  before: async () => {
    await loadCursorSecret();
    currentCursorSecret();
  },
};
