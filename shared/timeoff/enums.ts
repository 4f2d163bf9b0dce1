/**
 * The contract's absence kinds and request states (api.md), owned by the time-off area: schemas.ts
 * builds its enums from them and re-exports them; the stores key their indexes by them and import
 * them from here, so a function that reads time off without serving a time-off route (the
 * attendance reports) does not build the area's response schemas at its cold start
 * (docs/decisions/migrations-speed.md, "Cold start after the entity kernel").
 */
export const TIMEOFF_TYPES = ['vacation', 'leave', 'permission'] as const;
export const TIMEOFF_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
