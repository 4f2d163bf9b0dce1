/**
 * The states of a subscription and of a delivery, owned by the webhooks area: schemas.ts builds its
 * enums from them and re-exports them; the stores import them from here, so a function that
 * reads subscriptions or deliveries does not build the area's response schemas for them
 * (docs/decisions/migrations-speed.md, "Cold start after the entity kernel").
 */
export const WEBHOOK_STATUSES = ['enabled', 'disabled'] as const;
export const DELIVERY_STATUSES = ['succeeded', 'failed', 'dead'] as const;
