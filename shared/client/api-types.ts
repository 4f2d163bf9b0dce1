/**
 * This file is generated from the OpenAPI document (shared/openapi/build-document.ts) by `npm run client:generate`. Do not edit it by hand.
 */

export interface paths {
    "/api/v5/rest/changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public changelog of the contract: new endpoints, deprecations, behaviour and format changes, newest first.
         * @description The public changelog of the contract: new endpoints, deprecations, behaviour and format changes, newest first.
         *
         *     Who may call: `public` (no credential).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getChangelog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v5/rest/changelog.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public changelog as an Atom 1.0 feed (RFC 4287), to subscribe to in a feed reader.
         * @description The public changelog as an Atom 1.0 feed (RFC 4287), to subscribe to in a feed reader.
         *
         *     Who may call: `public` (no credential).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getChangelogFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v5/rest/changelog.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public changelog as a web page; each entry has an anchor (`#<entry id>`).
         * @description The public changelog as a web page; each entry has an anchor (`#<entry id>`).
         *
         *     Who may call: `public` (no credential).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getChangelogPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v5/rest/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirects (302) to the API Reference.
         * @description Answered by API Gateway itself (no function runs, no credential needed): `302` with `Location` set to the API Reference of this deployment (its `docsUrl` setting). Kept so stored links keep resolving (contract 4.1).
         */
        get: operations["docsRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v5/rest/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI 3.1 document of this API (the source of the API Reference).
         * @description The OpenAPI 3.1 document of this API (the source of the API Reference).
         *
         *     Who may call: `public` (no credential).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v5/rest/redocs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirects (302) to the API Reference.
         * @description Answered by API Gateway itself (no function runs, no credential needed): `302` with `Location` set to the API Reference of this deployment (its `docsUrl` setting). Kept so stored links keep resolving (contract 4.1).
         */
        get: operations["redocsRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/api-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the organization's api-keys (never their secrets).
         * @description Lists the organization's api-keys (never their secrets).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Creates an administrator api-key; the secret is in this response only.
         * @description Creates an administrator api-key; the secret is in this response only.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/api-keys/{key_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes an api-key; it is refused from then on.
         * @description Revokes an api-key; it is refused from then on.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/attendance/marks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a clock-in or clock-out.
         * @description `at` defaults to now, never later than now plus 2 minutes of clock skew (422 `mark_in_future`). A collaborator marks for themselves (another `user_id` is 403 `forbidden`), at most 10 minutes (a setting) in the past (422 `mark_time_out_of_window`), and the server sets `source` to `self-service`. An administrator may name any active user, and an api-key must (it has no user of its own); with either, `at` may be any past instant (late or offline clocks) and `source` is theirs to give. `at` is answered in the organization's time zone.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `at` must be on or after 2000-01-01T00:00:00Z. Otherwise: `validation_failed`.
         *     - With an api-key, `user_id` is required (an api-key has no user of its own). Otherwise: `validation_failed`.
         */
        post: operations["createAttendanceMark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/auth/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges a user's email and password for a 12-hour session token.
         * @description Exchanges a user's email and password for a 12-hour session token.
         *
         *     Who may call: `public` (no credential).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/custom-fields/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the custom field definitions, oldest first.
         * @description Lists the custom field definitions, oldest first.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listCustomFields"];
        put?: never;
        /**
         * Creates a custom field definition; its snake_case `key` is unique in the organization.
         * @description Creates a custom field definition. `type` is `text`, `number`, `date` (YYYY-MM-DD), `boolean` or `select`; `options` is required for `select` and refused otherwise. A `required` field must keep a value in every later write of a user's custom fields.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/groups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the organization's groups, oldest first.
         * @description Lists the organization's groups, oldest first.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listGroups"];
        put?: never;
        /**
         * Creates a group (no members yet).
         * @description The name is unique in the organization case-insensitively (409 `group_name_taken`), the `external_id` exactly (409 `group_external_id_taken`): both are claimed in the transaction that creates the group, so of two concurrent creates of one name one is 201 and the other 409.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/groups/{group_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One group, with how many members it has.
         * @description One group, with how many members it has.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        /**
         * Deletes a group, also with members: the memberships go with it (the users stay).
         * @description Deletes a group, also with members: the memberships go with it (the users stay).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        /**
         * Renames a group or changes its external_id: the fields sent, the others unchanged.
         * @description A new name or `external_id` is claimed in the transaction that writes it (409 `group_name_taken`, `group_external_id_taken`); `external_id: null` removes it.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        patch: operations["updateGroup"];
        trace?: never;
    };
    "/org/{slug}/groups/{group_id}/enrollment-rules/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists a group's enrollment rules, oldest first, one page at a time.
         * @description Lists a group's enrollment rules, oldest first, one page at a time.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listEnrollmentRules"];
        put?: never;
        /**
         * Assigns a course or track to a group: every member, today’s and later ones, is enrolled once.
         * @description Every current member who is not enrolled in the content yet is enrolled, as assign-course / assign-track would (a track also enrolls its courses), with `source: {"type": "group_rule"}`. A group of up to 1,000 members is done within the request (201, `result`); a larger one answers 202 with a `job` to poll at `GET /org/{slug}/jobs/{job_id}/`. From then on, a member added to the group (SCIM or the members route) is enrolled within seconds, once, however often they are added and removed; a user reactivated through SCIM gets the rules of their groups. Inactive members are not enrolled (`not_enrolled`). Leaving the group or deleting the rule keeps the enrollments; deleting the group deletes its rules.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createEnrollmentRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/groups/{group_id}/enrollment-rules/{rule_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets one enrollment rule of a group.
         * @description Gets one enrollment rule of a group.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        get: operations["getEnrollmentRule"];
        put?: never;
        post?: never;
        /**
         * Deletes an enrollment rule; the enrollments it made stay.
         * @description Members added to the group afterwards are no longer enrolled by it. Nobody loses an enrollment (a completed course is never lost).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        delete: operations["deleteEnrollmentRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/groups/{group_id}/members/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists a group's members by user id, a page at a time (a group of any size).
         * @description Lists a group's members by user id, a page at a time (a group of any size).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/groups/{group_id}/members/{user_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Makes the user a member of the group (idempotent: a member already is answered as they are).
         * @description Always 200 with the membership, whether the user joined now or was a member already (then `added_at` is when they joined). 404 `user_not_found` for a user of no organization of yours, or one deleted through SCIM; the user and the group are checked in the transaction that writes the membership.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        put: operations["addGroupMember"];
        post?: never;
        /**
         * Removes the user from the group (404 `group_member_not_found` when they are not a member).
         * @description Removes the user from the group (404 `group_member_not_found` when they are not a member).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        delete: operations["removeGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/jobs/{job_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets a job: its status, how many members it has handled, and its result once done.
         * @description Gets a job: its status, how many members it has handled, and its result once done.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assigns one course to a set of users.
         * @description Assigns the content to up to 1000 users in one call (duplicate ids count once) and reports each user: `assigned` (with the new enrollment id) or `skipped` with a reason (`already_enrolled`, `user_not_found`, `user_inactive`). A user has at most one enrollment per course or track, even under concurrent calls. When nobody is assigned the answer is 422 `no_users_assigned` with the skipped list as `details`, never 200 with an empty list. `enrolled_at` (an instant, default now) lets an administrator backfill historical enrollments.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `enrolled_at` must be an instant whose UTC year is between 1970 and 9999. Otherwise: `validation_failed`.
         */
        post: operations["assignCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/learning/content/knowledge-hub/enrollments/v2/assign-track/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assigns one track to a set of users, and each course of the track they are not enrolled in yet.
         * @description Assigns the content to up to 1000 users in one call (duplicate ids count once) and reports each user: `assigned` (with the new enrollment id) or `skipped` with a reason (`already_enrolled`, `user_not_found`, `user_inactive`). A user has at most one enrollment per course or track, even under concurrent calls. When nobody is assigned the answer is 422 `no_users_assigned` with the skipped list as `details`, never 200 with an empty list. `enrolled_at` (an instant, default now) lets an administrator backfill historical enrollments. A user newly assigned to the track is also enrolled, in the same write, in every course of the track they were not enrolled in; `courses` counts, per course, those new course enrollments and the ones that already existed.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `enrolled_at` must be an instant whose UTC year is between 1970 and 9999. Otherwise: `validation_failed`.
         */
        post: operations["assignTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/learning/courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the courses, oldest first, one page at a time.
         * @description Lists the courses, oldest first, one page at a time.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listCourses"];
        put?: never;
        /**
         * Creates a course.
         * @description Creates a course.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/learning/enrollments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists enrollments, oldest `enrolled_at` first; a collaborator sees only their own.
         * @description Filters combine (AND). A page may hold fewer than `page_size` results while `next` is set when several filters are combined; follow `next` until it is null.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/learning/enrollments/{enrollment_id}/progress/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports progress (0..100) on an enrollment; 100 completes it. Progress never goes back.
         * @description A value above 0 makes the enrollment `in_progress`; 100 makes it `completed` and sets `completed_at`. A value not above the current progress changes nothing and answers the enrollment as it is. A collaborator may only report on their own enrollments (another one is 404).
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["reportEnrollmentProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/learning/tracks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the tracks (ordered sets of courses), oldest first, one page at a time.
         * @description Lists the tracks (ordered sets of courses), oldest first, one page at a time.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listTracks"];
        put?: never;
        /**
         * Creates a track: an ordered list of existing courses (1 to 50, each once).
         * @description Creates a track: an ordered list of existing courses (1 to 50, each once).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/organizations/areas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists areas, oldest first, one page at a time.
         * @description Lists areas, oldest first, one page at a time.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listAreas"];
        put?: never;
        /**
         * Creates an area (its `parent_id` must exist).
         * @description Creates an area (its `parent_id` must exist).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/organizations/headquarters/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists headquarters, oldest first, one page at a time.
         * @description Lists headquarters, oldest first, one page at a time.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listHeadquarters"];
        put?: never;
        /**
         * Creates a headquarter.
         * @description Creates a headquarter.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createHeadquarter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/organizations/position-categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists position categories, oldest first, one page at a time.
         * @description Lists position categories, oldest first, one page at a time.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listPositionCategories"];
        put?: never;
        /**
         * Creates a position category.
         * @description Creates a position category.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createPositionCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/organizations/position-categories/{position_category_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edits a position category. Send `If-Match: "<version>"` to refuse a lost update (412).
         * @description Edits a position category. Send `If-Match: "<version>"` to refuse a lost update (412).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        put: operations["replacePositionCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/organizations/positions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists positions, oldest first, one page at a time.
         * @description Lists positions, oldest first, one page at a time.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listPositions"];
        put?: never;
        /**
         * Creates a position (referenced area and category must exist).
         * @description Creates a position (referenced area and category must exist).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/attendance/absences/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Absences report: one row per active user and weekday without any mark.
         * @description Rows by user, then date; days after today are not listed. `covered_by_timeoff` is the id of the approved time-off request covering that day, or null. `from_date` and `to_date` are required local dates of the organization (inclusive, at most 92 days apart); `user_id` narrows to one user.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         *     - `from_date` and `to_date` must be at most 92 days apart. Otherwise: `validation_failed`.
         */
        get: operations["attendanceAbsencesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/attendance/daily/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily attendance report: one row per user and local day with marks.
         * @description Rows by user, then date. `worked_minutes` sums each `in` with the `out` that immediately follows it; an unmatched `in` counts nothing and sets `incomplete`; an `out` with no `in` before it is ignored. Days are local days of the organization. `from_date` and `to_date` are required local dates of the organization (inclusive, at most 92 days apart); `user_id` narrows to one user.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         *     - `from_date` and `to_date` must be at most 92 days apart. Otherwise: `validation_failed`.
         */
        get: operations["attendanceDailyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/attendance/marks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendance marks report: one row per mark, by instant.
         * @description `at` and `created_at` are in the organization's time zone with its offset; `created_by` says who recorded the mark (a user id, or `api_key:<id>`), so a backfill is told apart from a mark taken at `at`. `from_date` and `to_date` are required local dates of the organization (inclusive, at most 92 days apart); `user_id` narrows to one user.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         *     - `from_date` and `to_date` must be at most 92 days apart. Otherwise: `validation_failed`.
         */
        get: operations["attendanceMarksReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/attendance/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendance summary: one row per user.
         * @description Every active user, and inactive users with marks in the range. `absences` counts weekdays without marks that no approved time off covers; covered ones are `covered_days`. `from_date` and `to_date` are required local dates of the organization (inclusive, at most 92 days apart); `user_id` narrows to one user.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         *     - `from_date` and `to_date` must be at most 92 days apart. Otherwise: `validation_failed`.
         */
        get: operations["attendanceSummaryReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/learning/courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per course: enrollments, in progress, completed and completion rate.
         * @description `from_date` / `to_date` (YYYY-MM-DD, inclusive) select enrollments whose calendar date IN THE ORGANIZATION'S TIME ZONE is in the range; `from_date` alone is open at the top, the same date in both is that one local day. `from_date` after `to_date` is 400. Counters count the enrollments in the range (including course enrollments made by a track assignment); `completion_rate` is completed / enrolled (0..1), null when none.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         */
        get: operations["learningCoursesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/learning/general-v2/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per enrollment, oldest first, with its user, content and progress.
         * @description `from_date` / `to_date` (YYYY-MM-DD, inclusive) select enrollments whose calendar date IN THE ORGANIZATION'S TIME ZONE is in the range; `from_date` alone is open at the top, the same date in both is that one local day. `from_date` after `to_date` is 400. `course_enroll_date` is deprecated: a lower bound at 00:00 UTC of that date, no upper bound; it can differ from `from_date` at the edges of a day, and combined with `from_date`/`to_date` it is 400. The response field `course_enroll_date` is the enrollment instant in the organization's zone with its offset; `completed_at` too.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         *     - `course_enroll_date` (deprecated) cannot be combined with `from_date` or `to_date`. Otherwise: `validation_failed`.
         */
        get: operations["learningGeneralReportV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/learning/tracks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per track: enrollments, in progress, completed and completion rate.
         * @description `from_date` / `to_date` (YYYY-MM-DD, inclusive) select enrollments whose calendar date IN THE ORGANIZATION'S TIME ZONE is in the range; `from_date` alone is open at the top, the same date in both is that one local day. `from_date` after `to_date` is 400. `completion_rate` is completed / enrolled (0..1), null when none.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         */
        get: operations["learningTracksReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/reports/learning/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One row per user: enrollments, in progress and completed.
         * @description `from_date` / `to_date` (YYYY-MM-DD, inclusive) select enrollments whose calendar date IN THE ORGANIZATION'S TIME ZONE is in the range; `from_date` alone is open at the top, the same date in both is that one local day. `from_date` after `to_date` is 400. Every user of the organization has a row, with zeros when nothing is in the range.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         */
        get: operations["learningUsersReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/Groups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: groups, filtered by `displayName eq`, `externalId eq`, `id eq` (and `members[value eq …]`), paged by `startIndex`/`count`.
         * @description A ListResponse of the organization's groups, in creation order. `displayName eq` (case-insensitive), `externalId eq` and `id eq` are one key lookup; `id eq "…" and members[value eq "<user id>"]` (Okta's membership probe) one read of that membership more. Other filters on displayName, id and externalId read the organization's groups. `totalResults` is exact. Members cost their reads per group of the page: send `excludedAttributes=members` when they are not needed (Entra ID does); members are listed up to 1,000 per group (a bigger group is answered without `members`: page them with `GET /org/{slug}/groups/{group_id}/members/`).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["listScimGroups"];
        put?: never;
        /**
         * SCIM: creates a group (201, `Location` = `meta.location`) with its members; a user may be in any number of groups.
         * @description Creates a group named `displayName` (409 `uniqueness` when another group has that name, case-insensitively, or that `externalId`). Each member is the id of a user SCIM sees (400 `invalidValue` otherwise, and no group is created). Areas are not touched: the enterprise `department` of a user is its area.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        post: operations["createScimGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/Groups/{group_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: one group with its members (`excludedAttributes=members` leaves them out).
         * @description The group, its `externalId` and its members (users deleted through SCIM left out); members are listed up to 1,000 per group (a bigger group is answered without `members`: page them with `GET /org/{slug}/groups/{group_id}/members/`).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getScimGroup"];
        /**
         * SCIM: replaces displayName and externalId and, when `members` is sent, the member list (`If-Match` → 412 on a stale `meta.version`).
         * @description SCIM: replaces displayName and externalId and, when `members` is sent, the member list (`If-Match` → 412 on a stale `meta.version`).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        put: operations["replaceScimGroup"];
        post?: never;
        /**
         * SCIM: deletes the group and its memberships (also with members: 204); users and areas stay.
         * @description Okta's "delete pushed group" and Entra ID's unassignment: the group and its name and externalId locks go in one transaction, then its memberships. Before the organization's `groups` migration (groups were areas) it is 409 `area_in_use` while users, positions or child areas refer to the area.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        delete: operations["deleteScimGroup"];
        options?: never;
        head?: never;
        /**
         * SCIM: members add / remove / replace (`members[value eq …]`, value lists; Okta's and Entra ID's forms), displayName and externalId (`If-Match` → 412).
         * @description Member operations are applied without reading the whole member list (but `replace` of `members`): each added user must be one SCIM sees (400 `invalidValue`), adding a member already in the group or removing one who is not changes nothing. A user stays in the other groups they are in. The writes are conditional on `If-Match` (412 `version_conflict` when the group changed since that version).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        patch: operations["patchScimGroup"];
        trace?: never;
    };
    "/org/{slug}/scim/v2/ResourceTypes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: the resource types served, as a ListResponse.
         * @description SCIM: the resource types served, as a ListResponse.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["listScimResourceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/ResourceTypes/{resource_type_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: one resource type (`User` or `Group`), where its `meta.location` points.
         * @description SCIM: one resource type (`User` or `Group`), where its `meta.location` points.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getScimResourceType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/Schemas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: the User and Enterprise User schemas as this provider maps them, as a ListResponse.
         * @description SCIM: the User and Enterprise User schemas as this provider maps them, as a ListResponse.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["listScimSchemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/Schemas/{schema_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: one schema by its URN (User, Enterprise User, Group), where its `meta.location` points.
         * @description SCIM: one schema by its URN (User, Enterprise User, Group), where its `meta.location` points.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getScimSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/ServiceProviderConfig/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: what this service provider supports (patch, etag, filter yes; bulk, sort, changePassword no).
         * @description SCIM: what this service provider supports (patch, etag, filter yes; bulk, sort, changePassword no).
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getScimServiceProviderConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/Users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: users, filtered (`userName eq`, `externalId eq`, `emails[value eq]`, `active eq`, …) and paged by `startIndex`/`count`.
         * @description A ListResponse of users. A filter on `userName`, `emails.value`, `emails[value eq …]`, `externalId` or `id` (eq) is one key lookup; `active eq` pages the status index; no filter pages all users in creation order (stable between pages). Users deleted through SCIM are neither listed nor counted: `totalResults` is exactly what paging through returns, and a page holds `count` users unless it is the last. `count` below 0 is read as 0 and above 100 as 100, `startIndex` below 1 as 1 (RFC 7644 §3.4.2.4); `itemsPerPage` is the number of resources returned. Paging: `startIndex` is an offset, served at the cost of one page at any depth when pages follow each other (`startIndex` = previous `startIndex` + `count`, what Okta and Entra ID send). A `startIndex` may also jump ahead, up to 1,000 users past the furthest position a page reached since a user was last deleted through SCIM or reactivated; further ahead it is 400 `invalidValue` (page through instead), and with `active eq` it is at most 1,001. A `startIndex` beyond `totalResults` is an empty page.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `startIndex` may be at most 1,000 users past the furthest position a page of this list reached (pages that follow each other always are), and at most 1,001 with `filter=active eq …`. Otherwise: `scim_invalid_value`.
         */
        get: operations["listScimUsers"];
        put?: never;
        /**
         * SCIM: creates a user (201, `Location` = `meta.location`); a userName deleted through SCIM brings that user back.
         * @description Creates an active collaborator without a password (sign-in through the identity provider or set-password). `userName` is required and may be any string; it and the login email (the primary email, else the `work` one, else the first, else `userName` when it is an email) are unique case-insensitively among the userNames and login emails of the organization (409 `uniqueness`); `externalId` is unique in the organization. `title` and enterprise `department` name a position and an area, created when missing. A userName of a user deleted through SCIM reactivates that user (same id, history kept).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        post: operations["createScimUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/scim/v2/Users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM: one user (404 for an unknown id or a user deleted through SCIM).
         * @description SCIM: one user (404 for an unknown id or a user deleted through SCIM).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        get: operations["getScimUser"];
        /**
         * SCIM: replaces the user's mapped attributes (`If-Match` → 412 on a stale `meta.version`).
         * @description SCIM: replaces the user's mapped attributes (`If-Match` → 412 on a stale `meta.version`).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        put: operations["replaceScimUser"];
        post?: never;
        /**
         * SCIM: deactivates the user (history kept); SCIM sees it as deleted (404) from then on.
         * @description Deactivates the user as `update_user` does (sessions end, the api-keys they made are revoked) and hides them from SCIM. An administrator may be deactivated or deleted through SCIM (the identity provider deprovisions whoever left), but never the organization's last active administrator: that is 409 `last_active_admin`, decided in the write itself (two concurrent deletes of the last two administrators cannot both succeed). The same holds for `active: false` in PUT and PATCH. SCIM never changes a role.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        delete: operations["deleteScimUser"];
        options?: never;
        head?: never;
        /**
         * SCIM: add / replace / remove operations on the user (Entra ID's `Replace` and `"False"` accepted; `If-Match` → 412).
         * @description SCIM: add / replace / remove operations on the user (Entra ID's `Replace` and `"False"` accepted; `If-Match` → 412).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are ignored.
         */
        patch: operations["patchScimUser"];
        trace?: never;
    };
    "/org/{slug}/timeoff/balances/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists available time-off days per user and type; a collaborator sees only their own.
         * @description Users appear once an administrator has set their balances. Filter `user_id` (a collaborator naming another user: 403 `forbidden`).
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listTimeOffBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/timeoff/balances/{user_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a user's available days per type; answers all three balances (types never set: 0).
         * @description Types left out keep their value. The figure is what is available now: days held by pending or approved requests are not part of it.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        put: operations["replaceTimeOffBalances"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/timeoff/requests/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists absence requests, earliest period first; a collaborator sees only their own.
         * @description Filters: `status`, `type`, `user_id`, and `from_date`/`to_date` (inclusive; keeps requests whose period overlaps them, either bound may be left open). A collaborator naming another `user_id` gets 403 `forbidden`. A page may hold fewer than `page_size` items while `next` is set: follow `next` until it is null.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `from_date` must not be after `to_date`. Otherwise: `validation_failed`.
         */
        get: operations["listTimeOffRequests"];
        put?: never;
        /**
         * Requests time off (pending), reserving its weekdays from the balance of its type at once.
         * @description `days` counts Monday–Friday in the inclusive period (at most 92 calendar days). `user_id` is for administrators (required with an api-key); a collaborator naming another user gets 403 `forbidden`. The request, the reservation and the claim of each day are one atomic write: concurrent requests never overdraw a balance nor overlap.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         *
         *     **Rules beyond the schemas** (also in `x-constraints`):
         *
         *     - `start_date` must not be after `end_date`. Otherwise: `validation_failed`.
         *     - `start_date` and `end_date` must be within 5 years of today (UTC), before or after (a request dated 1900 or 9999 is a typo, not an absence). Otherwise: `validation_failed`.
         *     - With an api-key, `user_id` is required (an api-key has no user of its own). Otherwise: `validation_failed`.
         */
        post: operations["createTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/timeoff/requests/{request_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One absence request (a collaborator asking for another user's gets 404).
         * @description One absence request (a collaborator asking for another user's gets 404).
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        get: operations["getTimeOffRequest"];
        put?: never;
        post?: never;
        /**
         * Deletes a request; the days it still held (pending or approved) return to the balance in the same write.
         * @description An administrator deletes any request in any state. A collaborator deletes only their own (else 403 `not_request_owner`) and only while pending (else 403 `request_not_pending`). Of concurrent deletes of one request exactly one answers 204 and the days come back once; the others answer 404.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        delete: operations["deleteTimeOffRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/timeoff/requests/{request_id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a pending request (its days stay reserved).
         * @description Approves a pending request (its days stay reserved).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["approveTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/timeoff/requests/{request_id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a request and returns its days: the owner while pending, an administrator while pending or approved.
         * @description Cancels a request and returns its days: the owner while pending, an administrator while pending or approved.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["cancelTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/timeoff/requests/{request_id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a pending request and returns its days to the balance.
         * @description Rejects a pending request and returns its days to the balance.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["rejectTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists users, oldest first; filters `email` (case-insensitive), `status`, `role`, `area_id` combine.
         * @deprecated
         * @description Lists users, oldest first, one page at a time. Filters combine (all must match). A filtered page may hold fewer than `page_size` users while `next` is still set: keep following `next` until it is null. Its replacement, the SCIM users list, has no `role` or `area_id` filter yet.
         *
         *     **Deprecated** since 2026-09-01: use [`GET /org/{slug}/scim/v2/Users/`](#/scim/listScimUsers) instead. It keeps answering until a retirement date is announced. See [the changelog](/api/v5/rest/changelog.html#users-list-deprecated).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Creates a user. The email is unique in the organization, case-insensitively (409 `email_taken`).
         * @description Creates a user. The email is unique in the organization, case-insensitively (409 `email_taken`).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user; `me` as the id is the caller. A collaborator may read only themselves.
         * @description One user. `me` as the id means the user behind the session; an api-key is no user, so for it `me` is 404 `user_not_found`. A collaborator reading another user gets 403 `forbidden`.
         *
         *     Who may call: `self` (an administrator for every record, a collaborator for their own records only).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/users/{id}/custom-fields/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets some of a user's custom field values (`null` removes one); answers all of them.
         * @description Sets the values sent and keeps the others; `null` removes a value. Each value must match its definition; an unknown key, a wrong type, or a required field left without a value is 422 `invalid_custom_fields` with one detail per field, and nothing is written. Answers the user's full `custom_fields`.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["setUserCustomFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/users/{id}/set-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a user's password (10..128 characters) and ends the user's sessions and api-keys.
         * @description Sets a user's password. `force_change_password` (default false) makes the user change it at the next login. Every session of the user ends, and so does every api-key made on the user's authority (the keys the user made, and the keys made with those).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["setUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/users/me/change-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the caller's own password; every session of the user ends (log in again).
         * @description Changes the caller's password given the current one (401 `invalid_credentials` when wrong). A wrong current password counts as a failed login of the account: past the login limit the answer is 429 `too_many_attempts` with `Retry-After`, and the calling session ends at its 5th wrong current password. The new password must differ from the current one (422 `password_reused`). Clears `force_change_password` unless the body sets it (`true` also ends the api-keys the user made, like a reset). The only operation a session with `password_change_required` may call. Every session of the user ends, this one included: log in again with the new password; the api-keys the user made stay valid. An api-key has no password: 403 `forbidden`.
         *
         *     Who may call: `any` (any credential of the organization).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["changeOwnPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/users/update_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates a user: `id` and only the fields to change (`null` clears a reference).
         * @description Changes only the fields sent. A new role, a deactivation, or `force_change_password: true` ends the user's sessions (they log in again). Email changes keep the email unique (409 `email_taken`, nothing changed).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the organization's webhook subscriptions, oldest first (never their secrets).
         * @description Lists the organization's webhook subscriptions, oldest first (never their secrets).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribes a URL to events; the signing secret is in this response only.
         * @description Deliveries are signed as Standard Webhooks describes (`webhook-id`, `webhook-timestamp`, `webhook-signature`): verify them with the `secret` (e.g. the `standardwebhooks` library). The `url` must be `https` and must not be, or resolve to, a private, loopback, link-local or metadata address (422 `invalid_webhook_url`); it is checked again at every delivery. `events` lists event types (see the `webhooks` section of this document) or is `["*"]` for all of them. An organization may have at most 20 subscriptions (409 `webhook_limit_reached`: delete one to add another).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/{webhook_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook subscription (never its secret).
         * @description One webhook subscription (never its secret).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Deletes a webhook subscription: no event is delivered to it from then on.
         * @description Deletes a webhook subscription: no event is delivered to it from then on.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/{webhook_id}/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription's delivery log, newest attempt first (kept 30 days).
         * @description One entry per attempt: the event, the attempt number, the receiver's status code, the duration, the error and when the next retry is due. A `dead` attempt was the last: redeliver its event to try again.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     Query parameters other than the ones listed here are refused: 400 `validation_failed`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the event of a logged attempt again, unchanged (same `webhook-id`), as a new delivery with its own retries.
         * @description The body is the one logged, byte for byte, and `webhook-id` the original event's, so a receiver that processed it already deduplicates it; `webhook-timestamp` and the signature are new. A disabled subscription receives nothing: enable it first.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/{webhook_id}/rotate-secret/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the signing secret; for 24 hours deliveries are signed with both the old and the new one.
         * @description During the 24 hours `webhook-signature` carries two `v1,` signatures (Standard Webhooks), so receivers switch to the new secret without missing an event. The new secret is in this response only.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/{webhook_id}/test/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a `webhook.test` event to this subscription now; its delivery shows in the log.
         * @description The event goes through the same queue, signing and retries as every other event, to this subscription only (whatever its `events`). A disabled subscription receives nothing: enable it first.
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/org/{slug}/webhooks/{webhook_id}/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a subscription: the fields sent, the others unchanged.
         * @description `status: "disabled"` stops deliveries; `status: "enabled"` resumes them, including for a subscription the service disabled after 5 days of failures (its failure count starts again). A new `url` is checked as at creation (422 `invalid_webhook_url`).
         *
         *     Who may call: `admin` (an administrator credential; a collaborator gets 403 `forbidden`).
         *
         *     This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.
         */
        post: operations["updateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "user.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * user.created: A user was created.
         * @description A user was created.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["userCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * user.updated: A user changed (any field of the User resource), other than a deactivation.
         * @description A user changed (any field of the User resource), other than a deactivation.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["userUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "user.deactivated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * user.deactivated: A user went from active to inactive.
         * @description A user went from active to inactive.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["userDeactivatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enrollment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * enrollment.created: A user was enrolled in a course or track (one event per enrollment of an assign).
         * @description A user was enrolled in a course or track (one event per enrollment of an assign).
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["enrollmentCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "enrollment.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * enrollment.completed: An enrollment was completed.
         * @description An enrollment was completed.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["enrollmentCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timeoff.request.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * timeoff.request.created: A time-off request was made (pending).
         * @description A time-off request was made (pending).
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["timeoffRequestCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timeoff.request.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * timeoff.request.approved: A time-off request was approved.
         * @description A time-off request was approved.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["timeoffRequestApprovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timeoff.request.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * timeoff.request.rejected: A time-off request was rejected.
         * @description A time-off request was rejected.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["timeoffRequestRejectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timeoff.request.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * timeoff.request.cancelled: A time-off request was cancelled.
         * @description A time-off request was cancelled.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["timeoffRequestCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timeoff.request.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * timeoff.request.deleted: A time-off request was deleted (data: the request as it was).
         * @description A time-off request was deleted (data: the request as it was).
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["timeoffRequestDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "attendance.mark.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * attendance.mark.created: An attendance mark was recorded.
         * @description An attendance mark was recorded.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["attendanceMarkCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test: Sent by `POST /org/{slug}/webhooks/{webhook_id}/test/` to that subscription only.
         * @description Sent by `POST /org/{slug}/webhooks/{webhook_id}/test/` to that subscription only.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["webhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.disabled: A subscription was disabled after failing for 5 days; sent to the organization's other subscriptions.
         * @description A subscription was disabled after failing for 5 days; sent to the organization's other subscriptions.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["webhookDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.created: A group was created.
         * @description A group was created.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["groupCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.updated: A group was renamed or its `external_id` changed (a membership change is `group.member_added` / `group.member_removed`).
         * @description A group was renamed or its `external_id` changed (a membership change is `group.member_added` / `group.member_removed`).
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["groupUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.deleted: A group was deleted (data: the group as it was); each of its memberships is also reported removed.
         * @description A group was deleted (data: the group as it was); each of its memberships is also reported removed.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["groupDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.member_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.member_added: A user joined a group.
         * @description A user joined a group.
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["groupMemberAddedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "group.member_removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * group.member_removed: A user left a group (removed, or the group was deleted).
         * @description A user left a group (removed, or the group was deleted).
         *
         *     **Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a `webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed (compare `timestamp`).
         *
         *     **Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another status, a redirect, no answer in time) is a failed attempt, retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %), about 27.6 h in all; every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and `…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is disabled; the organization's other subscriptions receive `webhook.disabled`.
         *
         *     The example is signed with the secret `whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=`.
         */
        post: operations["groupMemberRemovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description An api-key of the organization: a machine credential with administrator rights (or only SCIM's, with the `scim` scope). Its secret is never shown again after creation. */
        ApiKey: {
            /**
             * @description The api-key's id (for revoking it).
             * @example 01JD8X9K6M7N8P9Q0R1S2T3V4W
             */
            id: string;
            /**
             * @description What the key is for, as its creator named it.
             * @example Payroll sync
             */
            name: string;
            /**
             * @description The first characters of the secret, to recognise the key; the secret itself is never shown again.
             * @example lpk.7Hq2
             */
            prefix: string;
            /**
             * Format: date-time
             * @description When the key was created.
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * @description The user on whose authority the key was made (a session user, or the creator of the api-key used); null for the bootstrap key and keys made with it. The key is revoked when that user is demoted or deactivated.
             * @example 01JD8X5R2T9K4M7N3P6Q8S1V2A
             */
            created_by: string | null;
            /**
             * Format: date-time
             * @description When the key was last used, to the hour; absent if never.
             * @example 2026-03-05T09:41:27.000Z
             */
            last_used_at?: string;
            /**
             * Format: date-time
             * @description When the key was revoked; absent while it works.
             * @example 2026-03-05T09:41:27.000Z
             */
            revoked_at?: string;
            /**
             * @description `all`: every administrator operation. `scim`: only the SCIM 2.0 provisioning routes (`/org/{slug}/scim/v2/…`) of the organization — the token to paste into an identity provider (Okta, Entra ID).
             * @example all
             * @enum {string}
             */
            scope: "all" | "scim";
        };
        /** @description An area of the organization (a department, a team): areas nest through `parent_id`. */
        Area: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9K
             */
            id: string;
            /**
             * @description Name of the area.
             * @example Operations
             */
            name: string;
            /**
             * @description The area this one is part of, if any.
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9A
             */
            parent_id?: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description The request body of `assignCourse` (POST /org/{slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/). */
        AssignCourseBody: {
            /**
             * @description The course to assign.
             * @example 01JD8XA07N8P9Q0R1S2T3V4W5X
             */
            course_id: string;
            /**
             * @description The users to enroll; unknown, inactive or already enrolled ones are skipped and listed in `skipped`.
             * @example [
             *       "01JD8X6B3C4D5E6F7G8H9J0K1M",
             *       "01JD8X6B3C4D5E6F7G8H9J0K1N"
             *     ]
             */
            user_ids: string[];
            /**
             * Format: date
             * @description The day it should be completed by.
             * @example 2026-03-31
             */
            due_date?: string;
            /**
             * Format: date-time
             * @description Backfill: when the enrollment happened, if not now (1970..9999).
             * @example 2026-03-02T09:00:00-05:00
             */
            enrolled_at?: string;
        };
        /** @description What an assignment did: the users enrolled (with their new enrollment) and the users skipped, each with the reason. */
        AssignResult: {
            /**
             * @description What is enrolled in: a `course` or a `track` (a sequence of courses).
             * @example course
             * @enum {string}
             */
            content_type: "course" | "track";
            /**
             * @description The course or track assigned.
             * @example 01JD8XA07N8P9Q0R1S2T3V4W5X
             */
            content_id: string;
            /**
             * @description The users enrolled by this call.
             * @example [
             *       {
             *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
             *         "enrollment_id": "VY7BN63FF09R804P0AFA2GX28R"
             *       }
             *     ]
             */
            assigned: {
                /** @description The user enrolled. */
                user_id: string;
                /** @description The new enrollment. */
                enrollment_id: string;
            }[];
            /**
             * @description The users not enrolled, with the reason.
             * @example [
             *       {
             *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1N",
             *         "reason": "already_enrolled"
             *       }
             *     ]
             */
            skipped: {
                /** @description The user id as sent. */
                user_id: string;
                /**
                 * @description Why the user was skipped: already enrolled in the content, no such user in the organization, or an inactive user.
                 * @enum {string}
                 */
                reason: "already_enrolled" | "user_not_found" | "user_inactive";
            }[];
            /**
             * @description Track assignments only: per course of the track, what the call did.
             * @example []
             */
            courses?: {
                /** @description A course of the track. */
                course_id: string;
                /**
                 * Format: int64
                 * @description Course enrollments this call created.
                 */
                assigned: number;
                /**
                 * Format: int64
                 * @description Users already enrolled in the course.
                 */
                already_enrolled: number;
            }[];
        };
        /** @description The request body of `assignTrack` (POST /org/{slug}/learning/content/knowledge-hub/enrollments/v2/assign-track/). */
        AssignTrackBody: {
            /**
             * @description The track to assign (and with it each of its courses).
             * @example 01JD8XB18P9Q0R1S2T3V4W5X6Y
             */
            track_id: string;
            /**
             * @description The users to enroll; unknown, inactive or already enrolled ones are skipped and listed in `skipped`.
             * @example [
             *       "01JD8X6B3C4D5E6F7G8H9J0K1M"
             *     ]
             */
            user_ids: string[];
            /**
             * Format: date
             * @description The day it should be completed by.
             * @example 2026-04-30
             */
            due_date?: string;
            /**
             * Format: date-time
             * @description Backfill: when the enrollment happened, if not now (1970..9999).
             * @example 2026-03-02T09:00:00-05:00
             */
            enrolled_at?: string;
        };
        /** @description A working day without any mark of a user, and the approved time off that covers it, if any. */
        AttendanceAbsenceRow: {
            /**
             * @description The user.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * Format: date
             * @description The weekday without any mark.
             * @example 2026-03-03
             */
            date: string;
            /**
             * @description The approved time-off request covering that day, or null.
             * @example null
             */
            covered_by_timeoff: string | null;
        };
        /** @description One user's day: first entry, last exit and the minutes worked between paired marks, in the organization's time zone. */
        AttendanceDailyRow: {
            /**
             * @description The user.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * Format: date
             * @description The local day, in the organization's time zone.
             * @example 2026-03-02
             */
            date: string;
            /**
             * @description The first `in` mark of the day; null if none.
             * @example 2026-03-02T08:58:00-05:00
             */
            first_in: string | null;
            /**
             * @description The last `out` mark of the day; null if none.
             * @example 2026-03-02T17:31:00-05:00
             */
            last_out: string | null;
            /**
             * Format: int64
             * @description Minutes between matched `in` and `out` marks.
             * @example 513
             */
            worked_minutes: number;
            /**
             * @description True when an `in` has no matching `out` (or the reverse).
             * @example false
             */
            incomplete: boolean;
        };
        /** @description An attendance mark as the marks report lists it: the mark, who recorded it and when. */
        AttendanceMarkRow: {
            /**
             * @description The mark's id.
             * @example 01JD8XE4B1S2T3V4W5X6Y7Z8A9
             */
            id: string;
            /**
             * @description Whose mark it is.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * Format: date-time
             * @description When it was taken, in the organization's time zone.
             * @example 2026-03-02T08:58:00-05:00
             */
            at: string;
            /**
             * @description `in` when the user starts working, `out` when they stop.
             * @example in
             * @enum {string}
             */
            kind: "in" | "out";
            /**
             * @description Where it was taken (a device, a kiosk, an app); `self-service` for a collaborator's own mark.
             * @example kiosk-lobby
             */
            source?: string;
            /**
             * @description The user id behind the session that recorded the mark, `api_key:<id>` for an api-key, null when not recorded (older marks).
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            created_by: string | null;
            /**
             * Format: date-time
             * @description When the server recorded the mark, in the organization's zone (`at` may be earlier: a backfill).
             * @example 2026-03-02T08:58:03-05:00
             */
            created_at: string;
        };
        /** @description One user's totals over the report's period: days present, minutes worked, incomplete days, absences and the ones covered by time off. */
        AttendanceSummaryRow: {
            /**
             * @description The user.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * Format: int64
             * @description Days with at least one mark.
             * @example 19
             */
            days_present: number;
            /**
             * Format: int64
             * @description Total worked minutes in the range.
             * @example 9420
             */
            worked_minutes: number;
            /**
             * Format: int64
             * @description Days with an unmatched mark.
             * @example 1
             */
            incomplete_days: number;
            /**
             * Format: int64
             * @description Weekdays without any mark.
             * @example 2
             */
            absences: number;
            /**
             * Format: int64
             * @description Of those, the days covered by approved time off.
             * @example 1
             */
            covered_days: number;
        };
        /** @description The request body of `changeOwnPassword` (POST /org/{slug}/users/me/change-password/). */
        ChangeOwnPasswordBody: {
            /**
             * @description The password in use (401 `invalid_credentials` when wrong).
             * @example correct horse battery
             */
            current_password: string;
            /**
             * @description The new password, 10 to 128 characters, not the current one.
             * @example a new long passphrase
             */
            new_password: string;
            /**
             * @description Default false: the change clears the flag unless this sets it again.
             * @example false
             */
            force_change_password?: boolean;
        };
        /** @description The public changelog of the API: every contract change, newest first, with links to its HTML page and Atom feed. */
        Changelog: {
            /**
             * @description Title of the changelog.
             * @example Changelog of the Learning and People Platform API
             */
            title: string;
            /**
             * Format: date
             * @description Date of the newest entry.
             * @example 2026-09-01
             */
            updated: string;
            /**
             * @description The HTML changelog, relative to this document.
             * @example /api/v5/rest/changelog.html
             */
            html_url: string;
            /**
             * @description The Atom feed, relative to this document.
             * @example /api/v5/rest/changelog.atom
             */
            feed_url: string;
            /**
             * @description Newest first.
             * @example [
             *       {
             *         "id": "2026-09-01-users-list-deprecated",
             *         "date": "2026-09-01",
             *         "kind": "deprecated",
             *         "title": "The users list is deprecated",
             *         "operations": [
             *           {
             *             "operation_id": "listUsers",
             *             "method": "GET",
             *             "path": "/org/{slug}/users/",
             *             "sunset": null
             *           }
             *         ],
             *         "applies_to_all_operations": false,
             *         "parameters": [],
             *         "text": "`GET /org/{slug}/users/` keeps answering and sends a `Deprecation` header.",
             *         "sunset": null,
             *         "url": "/api/v5/rest/changelog.html#2026-09-01-users-list-deprecated"
             *       }
             *     ]
             */
            entries: components["schemas"]["ChangelogEntry"][];
        };
        /** @description One change of the contract: a new endpoint, a deprecation, a behaviour or format change, the operations and parameters it concerns. */
        ChangelogEntry: {
            /**
             * @description Stable identifier; also the anchor of the entry in the HTML changelog.
             * @example 2026-09-01-users-list-deprecated
             */
            id: string;
            /**
             * Format: date
             * @description When it took effect (or was announced).
             * @example 2026-09-01
             */
            date: string;
            /**
             * @description `added`, `deprecated`, `changed` or `removed`.
             * @example deprecated
             * @enum {string}
             */
            kind: "added" | "deprecated" | "changed" | "removed";
            /**
             * @description One line for integrators.
             * @example The users list is deprecated
             */
            title: string;
            /**
             * @description The operations it concerns (empty when it concerns all of them).
             * @example [
             *       {
             *         "operation_id": "listUsers",
             *         "method": "GET",
             *         "path": "/org/{slug}/users/",
             *         "sunset": null
             *       }
             *     ]
             */
            operations: components["schemas"]["ChangelogOperation"][];
            /**
             * @description True when the change concerns every operation.
             * @example false
             */
            applies_to_all_operations: boolean;
            /**
             * @description Query parameters, body fields or headers the change concerns, by name.
             * @example []
             */
            parameters: string[];
            /**
             * @description What changes for an integrator and what to do; `backticks` mark code.
             * @example `GET /org/{slug}/users/` keeps answering and sends a `Deprecation` header.
             */
            text: string;
            /**
             * @description Earliest retirement day of what this entry deprecates, once announced; null otherwise.
             * @example null
             */
            sunset: string | null;
            /**
             * @description The entry in the HTML changelog, relative to this document.
             * @example /api/v5/rest/changelog.html#2026-09-01-users-list-deprecated
             */
            url: string;
        };
        /** @description An operation a changelog entry concerns, by operationId, method and path, with its retirement date once set. */
        ChangelogOperation: {
            /**
             * @description The `operationId` in the OpenAPI document.
             * @example listUsers
             */
            operation_id: string;
            /**
             * @description HTTP method.
             * @example GET
             */
            method: string;
            /**
             * @description Path template, as in the OpenAPI document.
             * @example /org/{slug}/users/
             */
            path: string;
            /**
             * @description Retirement day of this deprecated operation (or of the parameters of the entry on it), once announced.
             * @example null
             */
            sunset: string | null;
        };
        /** @description A course of the learning catalogue: a title and its duration. */
        Course: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8XA07N8P9Q0R1S2T3V4W5X
             */
            id: string;
            /**
             * @description Title of the course.
             * @example Workplace safety basics
             */
            title: string;
            /**
             * Format: int64
             * @description Expected duration in minutes, if given.
             * @example 45
             */
            duration_minutes?: number;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
        };
        /** @description One course's enrollment counts and completion rate. */
        CourseReportRow: {
            course: components["schemas"]["ReportContent"];
            /**
             * Format: int64
             * @description Enrollments made in the date range (all of them when no range is given).
             * @example 40
             */
            enrolled: number;
            /**
             * Format: int64
             * @description Of those, the ones in progress.
             * @example 12
             */
            in_progress: number;
            /**
             * Format: int64
             * @description Of those, the ones completed.
             * @example 25
             */
            completed: number;
            /**
             * @description `completed / enrolled`, 0 to 1 with 4 decimals; null when nothing was enrolled in the range.
             * @example 0.625
             */
            completion_rate: number | null;
        };
        /** @description The request body of `createApiKey` (POST /org/{slug}/api-keys/). */
        CreateApiKeyBody: {
            /**
             * @description What the key is for (e.g. the integration that uses it), 1 to 200 characters.
             * @example Payroll sync
             */
            name: string;
            /**
             * @description Default `all`. `scim`: a SCIM provisioning token, refused (403 `forbidden`) outside `/org/{slug}/scim/v2/`.
             * @example all
             * @enum {string}
             */
            scope?: "all" | "scim";
        };
        /** @description The request body of `createArea` (POST /org/{slug}/organizations/areas/). */
        CreateAreaBody: {
            /**
             * @description Name of the area, 1 to 200 characters.
             * @example Operations
             */
            name: string;
            /**
             * @description An existing area this one is part of (422 `invalid_reference` otherwise).
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9A
             */
            parent_id?: string;
        };
        /** @description The request body of `createAttendanceMark` (POST /org/{slug}/attendance/marks/). */
        CreateAttendanceMarkBody: {
            /**
             * @description `in` or `out`.
             * @example in
             * @enum {string}
             */
            kind: "in" | "out";
            /**
             * Format: date-time
             * @description When it was taken; default now. In the past for a late or offline clock, never in the future (beyond clock skew).
             * @example 2026-03-02T08:58:00-05:00
             */
            at?: string;
            /**
             * @description Administrators: whose mark it is (an api-key must name one). A collaborator records only their own.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id?: string;
            /**
             * @description Where the mark was taken (a device, a kiosk, an app), 1 to 100 characters; administrators only.
             * @example kiosk-lobby
             */
            source?: string;
        };
        /** @description The request body of `createCourse` (POST /org/{slug}/learning/courses/). */
        CreateCourseBody: {
            /**
             * @description Title of the course, 1 to 200 characters.
             * @example Workplace safety basics
             */
            title: string;
            /**
             * Format: int32
             * @description Expected duration in minutes.
             * @example 45
             */
            duration_minutes?: number;
        };
        /** @description The request body of `createCustomField` (POST /org/{slug}/custom-fields/). */
        CreateCustomFieldBody: {
            /**
             * @description The field's key in `custom_fields`: snake_case, unique in the organization.
             * @example jacket_size
             */
            key: string;
            /**
             * @description Display name, 1 to 200 characters.
             * @example Jacket size
             */
            name: string;
            /**
             * @description What values the field takes: text, a number, a date `YYYY-MM-DD`, a boolean, or one of its `options`.
             * @example select
             * @enum {string}
             */
            type: "text" | "number" | "date" | "boolean" | "select";
            /**
             * @description The allowed values: required for `select`, refused for every other type.
             * @example [
             *       "S",
             *       "M",
             *       "L"
             *     ]
             */
            options?: string[];
            /**
             * @description Default false: when true, every write of a user's custom fields must leave a value.
             * @example false
             */
            required?: boolean;
        };
        /** @description The request body of `createEnrollmentRule` (POST /org/{slug}/groups/{group_id}/enrollment-rules/). */
        CreateEnrollmentRuleBody: {
            /**
             * @description What is enrolled in: a `course` or a `track` (a sequence of courses).
             * @example course
             * @enum {string}
             */
            content_type: "course" | "track";
            /**
             * @description The course or track every member is enrolled in (404 `course_not_found` / `track_not_found` when the organization has none of that id).
             * @example 01JD8XA07N8P9Q0R1S2T3V4W5Y
             */
            content_id: string;
            /**
             * Format: date
             * @description The day the enrollments it makes should be completed by (as assign-course and assign-track set it).
             * @example 2026-06-30
             */
            due_date?: string;
        };
        /** @description The request body of `createGroup` (POST /org/{slug}/groups/). */
        CreateGroupBody: {
            /**
             * @description 1 to 200 characters; unique in the organization case-insensitively (409 `group_name_taken`).
             * @example Customer success
             */
            name: string;
            /**
             * @description Optional, unique (409 `group_external_id_taken`).
             * @example okta-00g1customersuccess
             */
            external_id?: string;
        };
        /** @description The request body of `createHeadquarter` (POST /org/{slug}/organizations/headquarters/). */
        CreateHeadquarterBody: {
            /**
             * @description Name of the headquarter, 1 to 200 characters.
             * @example Lima headquarters
             */
            name: string;
            /**
             * @description City.
             * @example Lima
             */
            city?: string;
            /**
             * @description Country.
             * @example Peru
             */
            country?: string;
            /**
             * @description Street address; may span lines.
             * @example Av. Javier Prado Este 4200, Santiago de Surco
             */
            address?: string;
        };
        /** @description The request body of `createPosition` (POST /org/{slug}/organizations/positions/). */
        CreatePositionBody: {
            /**
             * @description Name of the position, 1 to 200 characters.
             * @example Shift supervisor
             */
            name: string;
            /**
             * @description An existing area (422 `invalid_reference` otherwise).
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9K
             */
            area_id?: string;
            /**
             * @description An existing position category (422 `invalid_reference` otherwise).
             * @example 01JD8X7C4D5E6F7G8H9J0K1M2N
             */
            position_category_id?: string;
        };
        /** @description The request body of `createPositionCategory` (POST /org/{slug}/organizations/position-categories/). */
        CreatePositionCategoryBody: {
            /**
             * @description Name of the category, 1 to 200 characters.
             * @example Supervisors
             */
            name: string;
            /**
             * @description What the category groups; omitted, it is removed (the body replaces the category).
             * @example People who lead a shift or a team.
             */
            description?: string;
        };
        /** @description The request body of `createScimGroup` (POST /org/{slug}/scim/v2/Groups/). */
        CreateScimGroupBody: {
            /**
             * @description The schema URIs of the body (RFC 7643 §3).
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:Group"
             *     ]
             */
            schemas?: string[];
            /**
             * @description The group's name (required).
             * @example Engineering
             */
            displayName?: string;
            /**
             * @description `[{ "value": "<user id>" }]`: the group's members (a user stays in their other groups).
             * @example []
             */
            members?: ({
                /** @description A user id. */
                value: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body of `createScimUser` (POST /org/{slug}/scim/v2/Users/). */
        CreateScimUserBody: {
            /**
             * @description The schema URIs of the body (RFC 7643 §3).
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:User"
             *     ]
             */
            schemas?: string[];
            /**
             * @description Required: any string, unique case-insensitively with the login emails; the other attributes are those of the ScimUser schema.
             * @example lucia.mendez@acme.example
             */
            userName?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The request body of `createTimeOffRequest` (POST /org/{slug}/timeoff/requests/). */
        CreateTimeOffRequestBody: {
            /**
             * @description The kind of absence; each has its own balance.
             * @example vacation
             * @enum {string}
             */
            type: "vacation" | "leave" | "permission";
            /**
             * Format: date
             * @description First day of the absence.
             * @example 2026-04-06
             */
            start_date: string;
            /**
             * Format: date
             * @description Last day of the absence (inclusive), not before `start_date`.
             * @example 2026-04-10
             */
            end_date: string;
            /**
             * @description Why (free text, up to 2000 characters).
             * @example Family trip
             */
            reason?: string;
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id?: string;
        };
        /** @description The request body of `createTrack` (POST /org/{slug}/learning/tracks/). */
        CreateTrackBody: {
            /**
             * @description Title of the track, 1 to 200 characters.
             * @example Onboarding
             */
            title: string;
            /**
             * @description Existing courses, in order, each once (422 `invalid_reference` for an unknown one).
             * @example [
             *       "01JD8XA07N8P9Q0R1S2T3V4W5X",
             *       "01JD8XA07N8P9Q0R1S2T3V4W5Y"
             *     ]
             */
            course_ids: string[];
        };
        /** @description The request body of `createUser` (POST /org/{slug}/users/). */
        CreateUserBody: {
            /**
             * Format: email
             * @description Email address, unique in the organization (case-insensitively); the login name.
             * @example marco.rossi@acme.example
             */
            email: string;
            /**
             * @description Given name.
             * @example Marco
             */
            first_name: string;
            /**
             * @description Family name.
             * @example Rossi
             */
            last_name: string;
            /**
             * @description Default `collaborator`.
             * @example collaborator
             * @enum {string}
             */
            role?: "admin" | "collaborator";
            /**
             * @description An existing area of the organization (422 `invalid_reference` otherwise).
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9K
             */
            area_id?: string;
            /**
             * @description An existing headquarter of the organization (422 `invalid_reference` otherwise).
             * @example 01JD8X7H2J3K4M5N6P7Q8R9S0T
             */
            headquarter_id?: string;
            /**
             * @description An existing position of the organization (422 `invalid_reference` otherwise).
             * @example 01JD8X7P3Q4R5S6T7V8W9X0Y1Z
             */
            position_id?: string;
            /**
             * @description 10 to 128 characters. Without one the user cannot log in until set-password.
             * @example correct horse battery
             */
            password?: string;
            /**
             * @description Default false: the user must change the password at the next login.
             * @example true
             */
            force_change_password?: boolean;
        };
        /** @description The request body of `createWebhook` (POST /org/{slug}/webhooks/). */
        CreateWebhookBody: {
            /**
             * @description An `https` URL on a public address (422 `invalid_webhook_url` otherwise), no user or password in it.
             * @example https://hooks.acme.example/learning-people
             */
            url: string;
            /**
             * @description The event types to receive, or `["*"]` for all (present and future).
             * @example [
             *       "user.created",
             *       "timeoff.request.approved"
             *     ]
             */
            events: ("*" | "user.created" | "user.updated" | "user.deactivated" | "enrollment.created" | "enrollment.completed" | "timeoff.request.created" | "timeoff.request.approved" | "timeoff.request.rejected" | "timeoff.request.cancelled" | "timeoff.request.deleted" | "attendance.mark.created" | "webhook.test" | "webhook.disabled" | "group.created" | "group.updated" | "group.deleted" | "group.member_added" | "group.member_removed")[];
            /**
             * @description What it is for (free text, up to 2000 characters).
             * @example HRIS sync
             */
            description?: string | null;
        };
        /** @description An api-key just created: the api-key and its secret `key`, shown only in this response. */
        CreatedApiKey: {
            /**
             * @description The api-key's id (for revoking it).
             * @example 01JD8X9K6M7N8P9Q0R1S2T3V4W
             */
            id: string;
            /**
             * @description What the key is for, as its creator named it.
             * @example Payroll sync
             */
            name: string;
            /**
             * @description The first characters of the secret, to recognise the key; the secret itself is never shown again.
             * @example lpk.7Hq2
             */
            prefix: string;
            /**
             * Format: date-time
             * @description When the key was created.
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * @description The user on whose authority the key was made (a session user, or the creator of the api-key used); null for the bootstrap key and keys made with it. The key is revoked when that user is demoted or deactivated.
             * @example 01JD8X5R2T9K4M7N3P6Q8S1V2A
             */
            created_by: string | null;
            /**
             * Format: date-time
             * @description When the key was last used, to the hour; absent if never.
             * @example 2026-03-05T09:41:27.000Z
             */
            last_used_at?: string;
            /**
             * Format: date-time
             * @description When the key was revoked; absent while it works.
             * @example 2026-03-05T09:41:27.000Z
             */
            revoked_at?: string;
            /**
             * @description `all`: every administrator operation. `scim`: only the SCIM 2.0 provisioning routes (`/org/{slug}/scim/v2/…`) of the organization — the token to paste into an identity provider (Okta, Entra ID).
             * @example all
             * @enum {string}
             */
            scope: "all" | "scim";
            /**
             * @description The secret: shown only in this response. An Idempotency-Key replay of the create answers the api-key with this field masked (the secret is never stored for replays).
             * @example lpk.7Hq2.pX4vN9sK2mR8tW5yB1cF6gJ3hL0dQ7eZ
             */
            key: string;
        };
        /** @description A webhook subscription just created: the subscription and its signing `secret`, shown only in this response. */
        CreatedWebhook: {
            /**
             * @description The subscription's id.
             * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
             */
            id: string;
            /**
             * @description Where events are POSTed (https; never a private, loopback, link-local or metadata address).
             * @example https://hooks.acme.example/learning-people
             */
            url: string;
            /**
             * @description The event types it receives, or `["*"]` for all of them.
             * @example [
             *       "user.created",
             *       "timeoff.request.approved"
             *     ]
             */
            events: string[];
            /**
             * @description What it is for, as its creator wrote it; null if not given.
             * @example HRIS sync
             */
            description: string | null;
            /**
             * @description `enabled` receives events; `disabled` by an administrator, or by the service after 5 days of failed deliveries.
             * @example enabled
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * Format: date-time
             * @description When it was created.
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed.
             * @example 2026-03-02T14:05:09.000Z
             */
            updated_at: string;
            /**
             * @description The signing secret (`whsec_` + base64 of 32 random bytes): shown only here and by rotate-secret. Verify `webhook-signature` with it (Standard Webhooks). An Idempotency-Key replay of the create answers this field masked (the secret is never stored for replays).
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=
             */
            secret: string;
        };
        /** @description The definition of a custom user field: its key, display name, type (and options for a select) and whether it is required. */
        CustomField: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X8F5G6H7J8K9M0N1P2Q3R
             */
            id: string;
            /**
             * @description The field's key in `custom_fields`: snake_case, unique in the organization.
             * @example employee_number
             */
            key: string;
            /**
             * @description Display name of the field.
             * @example Employee number
             */
            name: string;
            /**
             * @description What values the field takes: text, a number, a date `YYYY-MM-DD`, a boolean, or one of its `options`.
             * @example text
             * @enum {string}
             */
            type: "text" | "number" | "date" | "boolean" | "select";
            /**
             * @description The allowed values of a `select` field.
             * @example [
             *       "S",
             *       "M",
             *       "L"
             *     ]
             */
            options?: string[];
            /**
             * @description True when every write of a user's custom fields must leave it a value.
             * @example false
             */
            required: boolean;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
        };
        /** @description A user's enrollment in a course or a track: its status, progress, due date and dates. */
        Enrollment: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example VY7BN63FF09R804P0AFA2GX28R
             */
            id: string;
            /**
             * @description The enrolled user.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * @description What is enrolled in: a `course` or a `track` (a sequence of courses).
             * @example course
             * @enum {string}
             */
            content_type: "course" | "track";
            /**
             * @description The course or track.
             * @example 01JD8XA07N8P9Q0R1S2T3V4W5X
             */
            content_id: string;
            /**
             * Format: date-time
             * @description When the user was enrolled.
             * @example 2026-03-02T14:05:09.000Z
             */
            enrolled_at: string;
            /**
             * Format: date
             * @description The day it should be completed by, if set.
             * @example 2026-03-31
             */
            due_date?: string;
            /**
             * @description `not_started` (progress 0), `in_progress`, or `completed` (progress 100).
             * @example in_progress
             * @enum {string}
             */
            status: "not_started" | "in_progress" | "completed";
            /**
             * Format: int32
             * @description Percent done, 0 to 100.
             * @example 40
             */
            progress: number;
            /**
             * Format: date-time
             * @description When it was completed; absent until then.
             * @example 2026-03-05T09:41:27.000Z
             */
            completed_at?: string;
            source: components["schemas"]["EnrollmentSource"];
        };
        /** @description A course or track assigned to a group: every member, today's and later ones, is enrolled once. */
        EnrollmentRule: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8XH7E4W5X6Y7Z8A9B0C1D2
             */
            id: string;
            /**
             * @description The group whose members it enrolls.
             * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
             */
            group_id: string;
            /**
             * @description What is enrolled in: a `course` or a `track` (a sequence of courses).
             * @example course
             * @enum {string}
             */
            content_type: "course" | "track";
            /**
             * @description The course or track.
             * @example 01JD8XA07N8P9Q0R1S2T3V4W6A
             */
            content_id: string;
            /**
             * Format: date
             * @description The due date of the enrollments it makes, if set.
             * @example 2026-06-30
             */
            due_date?: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * @description The job that enrolled the members the group had when the rule was made (a group larger than one request handles).
             * @example 01JD8XJ8F5X6Y7Z8A9B0C1D2E3
             */
            job_id?: string;
        };
        /** @description The rule made, and what was done about the current members. */
        EnrollmentRuleCreated: {
            rule: components["schemas"]["EnrollmentRule"];
            /** @description 201: the members enrolled within the request. */
            result?: components["schemas"]["EnrollmentRuleResult"];
            /** @description 202: the job enrolling the members (a group of more than 1,000). */
            job?: components["schemas"]["Job"];
        };
        /** @description What applying the rule to the members did. */
        EnrollmentRuleResult: {
            /**
             * Format: int64
             * @description Members enrolled now.
             * @example 2
             */
            enrolled: number;
            /**
             * Format: int64
             * @description Members who were already enrolled in the content (nothing of theirs changed).
             * @example 0
             */
            already_enrolled: number;
            /**
             * Format: int64
             * @description Members not enrolled: inactive users (they are enrolled when reactivated).
             * @example 0
             */
            not_enrolled: number;
        };
        /** @description What created the enrollment. Enrollments made before sources were recorded are assignments. */
        EnrollmentSource: {
            /**
             * @description What created an enrollment: an `assignment` (assign-course, assign-track) or a `group_rule` (an enrollment rule of a group the user is in).
             * @example group_rule
             * @enum {string}
             */
            type: "assignment" | "group_rule";
            /**
             * @description `group_rule` only: the rule that enrolled the user (it may have been deleted since).
             * @example 01JD8XH7E4W5X6Y7Z8A9B0C1D2
             */
            rule_id?: string;
            /**
             * @description `group_rule` only: the group of that rule.
             * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
             */
            group_id?: string;
        };
        /** @description The one error body of the API, including errors answered by the gateway itself. */
        Error: {
            /**
             * @description Stable: branch on this (see the error registry).
             * @example validation_failed
             * @enum {string}
             */
            code: "invalid_json" | "validation_failed" | "bad_request" | "invalid_cursor" | "missing_credentials" | "invalid_credentials" | "expired_credentials" | "forbidden" | "org_mismatch" | "password_change_required" | "not_request_owner" | "request_not_pending" | "not_found" | "organization_not_found" | "api_key_not_found" | "area_not_found" | "headquarter_not_found" | "position_not_found" | "position_category_not_found" | "user_not_found" | "scim_resource_type_not_found" | "scim_schema_not_found" | "course_not_found" | "track_not_found" | "enrollment_not_found" | "enrollment_rule_not_found" | "job_not_found" | "request_not_found" | "group_not_found" | "group_member_not_found" | "webhook_not_found" | "delivery_not_found" | "conflict" | "email_taken" | "enrollment_rule_exists" | "group_name_taken" | "group_external_id_taken" | "custom_field_key_taken" | "overlapping_request" | "invalid_state_transition" | "webhook_limit_reached" | "idempotency_in_progress" | "version_conflict" | "payload_too_large" | "unsupported_media_type" | "no_users_assigned" | "insufficient_balance" | "weak_password" | "password_reused" | "empty_period" | "period_too_long" | "user_inactive" | "idempotency_key_reused" | "unprocessable" | "invalid_reference" | "invalid_webhook_url" | "invalid_custom_fields" | "mark_in_future" | "mark_time_out_of_window" | "rate_limited" | "too_many_attempts" | "internal_error" | "service_unavailable" | "contention" | "migration_in_progress" | "scim_invalid_filter" | "scim_invalid_path" | "scim_no_target" | "scim_invalid_value" | "scim_mutability" | "scim_uniqueness" | "area_in_use" | "last_active_admin";
            /**
             * @description Human text; not stable.
             * @example The request is not valid.
             */
            message: string;
            /**
             * @description Quote it to support.
             * @example c6a1f3d2-7b4e-4f8a-9d0c-2e5b8a7f1c34
             */
            request_id: string;
            /**
             * @description Per-issue details, e.g. `{ in, path, issue }` for `validation_failed`, the skipped users for `no_users_assigned`.
             * @example [
             *       {
             *         "in": "body",
             *         "path": "email",
             *         "issue": "Invalid email address"
             *       }
             *     ]
             */
            details?: ({
                /**
                 * @description The part of the request the issue is in.
                 * @enum {string}
                 */
                in?: "path" | "query" | "header" | "body";
                /** @description The field or parameter, dot-separated for nested fields (`options.2`); empty for the body as a whole. */
                path?: string;
                /** @description What is wrong with it, in words (not stable). */
                issue?: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        /** @description One enrollment as the general learning report lists it: the user, the content, status, progress and dates. */
        GeneralReportRow: {
            /**
             * @description The enrollment this row shows.
             * @example VY7BN63FF09R804P0AFA2GX28R
             */
            enrollment_id: string;
            user: components["schemas"]["ReportUser"];
            /**
             * @description What is enrolled in: a `course` or a `track` (a sequence of courses).
             * @example course
             * @enum {string}
             */
            content_type: "course" | "track";
            content: components["schemas"]["ReportContent"];
            /**
             * @description `not_started` (progress 0), `in_progress`, or `completed` (progress 100).
             * @example completed
             * @enum {string}
             */
            status: "not_started" | "in_progress" | "completed";
            /**
             * Format: int64
             * @description Percent done, 0 to 100.
             * @example 100
             */
            progress: number;
            /**
             * Format: date-time
             * @description When the user was enrolled, in the organization's time zone.
             * @example 2026-03-02T09:05:09-05:00
             */
            course_enroll_date: string;
            /**
             * @description When it was completed, in the organization's time zone; null until then.
             * @example 2026-03-04T16:20:00-05:00
             */
            completed_at: string | null;
        };
        /** @description A group of users (many to many: a user belongs to any number of groups). SCIM Groups are these groups. */
        Group: {
            /**
             * @description The group's id.
             * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
             */
            id: string;
            /**
             * @description Unique in the organization, case-insensitively.
             * @example Engineering
             */
            name: string;
            /**
             * @description The id an identity provider or integration gave the group (SCIM `externalId`), case-exact and unique; null when none.
             * @example okta-00g1engineering
             */
            external_id: string | null;
            /**
             * Format: int64
             * @description How many users are members.
             * @example 2
             */
            member_count: number;
            /**
             * Format: date-time
             * @description When it was created.
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When its name, external_id or members last changed.
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description A member of a group: the user, as the users API names them, and when they joined. */
        GroupMember: {
            /**
             * @description The member.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * @description The member's first name.
             * @example Ana
             */
            first_name: string;
            /**
             * @description The member's last name.
             * @example Torres
             */
            last_name: string;
            /**
             * @description The member's email.
             * @example ana.torres@acme.example
             */
            email: string;
            /**
             * Format: date-time
             * @description When the user joined the group.
             * @example 2026-03-05T09:41:27.000Z
             */
            added_at: string;
        };
        /** @description A membership: a user in a group. */
        GroupMembership: {
            /**
             * @description The group.
             * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
             */
            group_id: string;
            /**
             * @description The user.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * Format: date-time
             * @description When the user joined the group.
             * @example 2026-03-05T09:41:27.000Z
             */
            added_at: string;
        };
        /** @description A headquarter (a site) of the organization, with its city, country and address. */
        Headquarter: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X7H2J3K4M5N6P7Q8R9S0T
             */
            id: string;
            /**
             * @description Name of the headquarter.
             * @example Lima headquarters
             */
            name: string;
            /**
             * @description City, if given.
             * @example Lima
             */
            city?: string;
            /**
             * @description Country, if given.
             * @example Peru
             */
            country?: string;
            /**
             * @description Street address, if given (may span lines).
             * @example Av. Javier Prado Este 4200, Santiago de Surco
             */
            address?: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description Work the service does after answering (a rule applied to a large group); poll it until `status` is `done`. */
        Job: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8XJ8F5X6Y7Z8A9B0C1D2E3
             */
            id: string;
            /**
             * @description What the job does: `enrollment_rule`, an enrollment rule applied to the members of its group.
             * @example enrollment_rule
             * @constant
             */
            kind: "enrollment_rule";
            /**
             * @description `running`, then `done`.
             * @example done
             * @enum {string}
             */
            status: "running" | "done";
            /**
             * Format: int64
             * @description Members of the group when the job began.
             * @example 1200
             */
            total: number;
            /**
             * Format: int64
             * @description Members handled: enrolled, or enrolled already.
             * @example 1188
             */
            done: number;
            /**
             * Format: int64
             * @description Members not enrolled (inactive users).
             * @example 12
             */
            failed: number;
            /**
             * @description The rule it applies.
             * @example 01JD8XH7E4W5X6Y7Z8A9B0C1D2
             */
            rule_id: string;
            /**
             * @description The group of the rule.
             * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
             */
            group_id: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When it finished; absent while running.
             * @example 2026-03-05T09:41:27.000Z
             */
            finished_at?: string;
            /** @description When done: what it did. */
            result?: components["schemas"]["EnrollmentRuleResult"];
        };
        /** @description The request body of `login` (POST /org/{slug}/auth/login/). */
        LoginBody: {
            /**
             * @description The user's email address (case-insensitive).
             * @example admin@acme.example
             */
            email: string;
            /**
             * @description The user's password.
             * @example correct horse battery
             */
            password: string;
        };
        /** @description A session token for the user who logged in, when it expires, and whether the password must be changed first. */
        LoginSession: {
            /**
             * @description The session token: send it as `Authorization: Bearer <token>` for 12 hours.
             * @example lps.9x2Vb7Qm4Lk8Tz1Rw6Hn3Yc5Jd0Fg
             */
            token: string;
            /**
             * @description Always `Bearer`.
             * @example Bearer
             * @constant
             */
            token_type: "Bearer";
            /**
             * Format: date-time
             * @description When the session token stops working.
             * @example 2026-03-02T22:05:09.000Z
             */
            expires_at: string;
            /**
             * @description The user who logged in.
             * @example 01JD8X5R2T9K4M7N3P6Q8S1V2A
             */
            user_id: string;
            /**
             * @description The user's role: what the session may do.
             * @example admin
             * @enum {string}
             */
            role: "admin" | "collaborator";
            /**
             * @description True when the session may only change the password (`POST /org/{slug}/users/me/change-password/`) until it is changed.
             * @example false
             */
            password_change_required: boolean;
        };
        /** @description An attendance mark: a user's entry (`in`) or exit (`out`) at an instant, from a source (a kiosk, an app). */
        Mark: {
            /**
             * @description The mark's id.
             * @example 01JD8XE4B1S2T3V4W5X6Y7Z8A9
             */
            id: string;
            /**
             * @description Whose mark it is.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * Format: date-time
             * @description When it was taken, in the organization's time zone.
             * @example 2026-03-02T08:58:00-05:00
             */
            at: string;
            /**
             * @description `in` when the user starts working, `out` when they stop.
             * @example in
             * @enum {string}
             */
            kind: "in" | "out";
            /**
             * @description Where it was taken (a device, a kiosk, an app); `self-service` for a collaborator's own mark.
             * @example kiosk-lobby
             */
            source?: string;
        };
        /** @description An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0). */
        OpenApiDocument: {
            /**
             * @description The OpenAPI version, `3.1.0`.
             * @example 3.1.0
             */
            openapi: string;
            /**
             * @description About the API (title, version, contact, license…).
             * @example {
             *       "title": "Learning and People Platform API",
             *       "version": "5.0.0"
             *     }
             */
            info: {
                /** @description Name of the API. */
                title: string;
                /** @description Version of the API contract. */
                version: string;
            } & {
                [key: string]: unknown;
            };
            /**
             * @description The operations, by path.
             * @example {}
             */
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description One page of results (api.md §4). Follow `next` until it is null. */
        Page: {
            /**
             * @description The items of this page, in the order of the list (at most `page_size`).
             * @example []
             */
            results: unknown;
            /**
             * @description Absolute URL of the next page, or null on the last page.
             * @example null
             */
            next: string | null;
            /**
             * @description Opaque cursor of the next page (for the `cursor` parameter), or null.
             * @example null
             */
            next_cursor: string | null;
        };
        /** @description The request body of `patchScimGroup` (PATCH /org/{slug}/scim/v2/Groups/{group_id}/). */
        PatchScimGroupBody: {
            /**
             * @description The schema URIs of the body (RFC 7643 §3).
             * @example [
             *       "urn:ietf:params:scim:api:messages:2.0:PatchOp"
             *     ]
             */
            schemas?: string[];
            /**
             * @description The operations, applied in order, all or none.
             * @example [
             *       {
             *         "op": "Replace",
             *         "path": "members",
             *         "value": []
             *       }
             *     ]
             */
            Operations: ({
                /** @description `add`, `replace` or `remove` (any case). */
                op: string;
                /** @description Attribute path, e.g. `name.familyName`, `emails[type eq "work"].value`; absent: `value` is an object of paths. */
                path?: string;
                /** @description The value to add or set. */
                value?: unknown;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body of `patchScimUser` (PATCH /org/{slug}/scim/v2/Users/{id}/). */
        PatchScimUserBody: {
            /**
             * @description The schema URIs of the body (RFC 7643 §3).
             * @example [
             *       "urn:ietf:params:scim:api:messages:2.0:PatchOp"
             *     ]
             */
            schemas?: string[];
            /**
             * @description The operations, applied in order, all or none.
             * @example [
             *       {
             *         "op": "Replace",
             *         "path": "name.familyName",
             *         "value": "Torres Vega"
             *       }
             *     ]
             */
            Operations: ({
                /** @description `add`, `replace` or `remove` (any case). */
                op: string;
                /** @description Attribute path, e.g. `name.familyName`, `emails[type eq "work"].value`; absent: `value` is an object of paths. */
                path?: string;
                /** @description The value to add or set. */
                value?: unknown;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description A position (a job) of the organization, in an area and a position category. */
        Position: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X7P3Q4R5S6T7V8W9X0Y1Z
             */
            id: string;
            /**
             * @description Name of the position.
             * @example Shift supervisor
             */
            name: string;
            /**
             * @description The area the position belongs to, if any.
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9K
             */
            area_id?: string;
            /**
             * @description The position category, if any.
             * @example 01JD8X7C4D5E6F7G8H9J0K1M2N
             */
            position_category_id?: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description A category of positions (e.g. supervisors), versioned for optimistic concurrency (`If-Match`). */
        PositionCategory: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X7C4D5E6F7G8H9J0K1M2N
             */
            id: string;
            /**
             * @description Name of the category.
             * @example Supervisors
             */
            name: string;
            /**
             * @description What the category groups, if given.
             * @example People who lead a shift or a team.
             */
            description?: string;
            /**
             * Format: int64
             * @description Increases with every change; send it back in `If-Match` to refuse a lost update.
             * @example 2
             */
            version: number;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description The request body of `replacePositionCategory` (PUT /org/{slug}/organizations/position-categories/{position_category_id}/). */
        ReplacePositionCategoryBody: {
            /**
             * @description Name of the category, 1 to 200 characters.
             * @example Supervisors
             */
            name: string;
            /**
             * @description What the category groups; omitted, it is removed (the body replaces the category).
             * @example People who lead a shift or a team.
             */
            description?: string;
        };
        /** @description The request body of `replaceScimGroup` (PUT /org/{slug}/scim/v2/Groups/{group_id}/). */
        ReplaceScimGroupBody: {
            /**
             * @description The schema URIs of the body (RFC 7643 §3).
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:Group"
             *     ]
             */
            schemas?: string[];
            /**
             * @description The group's name (required).
             * @example Engineering and research
             */
            displayName?: string;
            /**
             * @description `[{ "value": "<user id>" }]`: the group's members (a user stays in their other groups).
             * @example [
             *       {
             *         "value": "01JD8X6B3C4D5E6F7G8H9J0K1M"
             *       }
             *     ]
             */
            members?: ({
                /** @description A user id. */
                value: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body of `replaceScimUser` (PUT /org/{slug}/scim/v2/Users/{id}/). */
        ReplaceScimUserBody: {
            /**
             * @description The schema URIs of the body (RFC 7643 §3).
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:User"
             *     ]
             */
            schemas?: string[];
            /**
             * @description Required: any string, unique case-insensitively with the login emails; the other attributes are those of the ScimUser schema.
             * @example ana.torres.vega@acme.example
             */
            userName?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The request body of `replaceTimeOffBalances` (PUT /org/{slug}/timeoff/balances/{user_id}/). */
        ReplaceTimeOffBalancesBody: {
            /**
             * @description Vacation days available from now on; left out, unchanged.
             * @example 12.5
             */
            vacation?: number;
            /**
             * @description Leave days available from now on; left out, unchanged.
             * @example 3
             */
            leave?: number;
            /**
             * @description Permission days available from now on; left out, unchanged.
             * @example 2
             */
            permission?: number;
        };
        /** @description The course or track a report row is about: its id and title (null once it is gone). */
        ReportContent: {
            /**
             * @description The course or track.
             * @example 01JD8XA07N8P9Q0R1S2T3V4W5X
             */
            id: string;
            /**
             * @description Its title (null if it is gone).
             * @example Workplace safety basics
             */
            title: string | null;
        };
        /** @description The request body of `reportEnrollmentProgress` (POST /org/{slug}/learning/enrollments/{enrollment_id}/progress/). */
        ReportEnrollmentProgressBody: {
            /**
             * Format: int32
             * @description Percent done, 0 to 100; 100 completes the enrollment.
             * @example 40
             */
            progress: number;
        };
        /** @description The user a report row is about: id, email and names. */
        ReportUser: {
            /**
             * @description The user.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            id: string;
            /**
             * @description Email address (null if the user record is gone).
             * @example ana.torres@acme.example
             */
            email: string | null;
            /**
             * @description Given name (null if the user record is gone).
             * @example Ana
             */
            first_name: string | null;
            /**
             * @description Family name (null if the user record is gone).
             * @example Torres
             */
            last_name: string | null;
        };
        /** @description A SCIM discovery document (ServiceProviderConfig, ResourceTypes or Schemas, RFC 7643 §5-7). */
        ScimDocument: {
            /**
             * @description The schema of the document.
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"
             *     ]
             */
            schemas: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description SCIM's error schema (RFC 7644 §3.12). SCIM routes answer it with the envelope's `code`, `message` and `request_id` in the same body. */
        ScimError: {
            /**
             * @description Always `["urn:ietf:params:scim:api:messages:2.0:Error"]`.
             * @example [
             *       "urn:ietf:params:scim:api:messages:2.0:Error"
             *     ]
             */
            schemas: "urn:ietf:params:scim:api:messages:2.0:Error"[];
            /**
             * @description The HTTP status, as a string.
             * @example 400
             */
            status: string;
            /**
             * @description The SCIM error type, where one applies.
             * @example invalidFilter
             * @enum {string}
             */
            scimType?: "invalidFilter" | "invalidPath" | "noTarget" | "invalidValue" | "mutability" | "uniqueness" | "invalidSyntax" | "tooMany";
            /**
             * @description Human text; not stable.
             * @example The filter is not valid.
             */
            detail?: string;
        };
        /** @description A SCIM Group (RFC 7643 §4.2): an area of the organization and the users in it. */
        ScimGroup: {
            /**
             * @description The core Group schema.
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:Group"
             *     ]
             */
            schemas: string[];
            /**
             * @description The group id (the same as in the groups API).
             * @example 01JD8X7G5H6J7K8M9N0P1Q2R3S
             */
            id?: string;
            /**
             * @description The group's name, unique among the groups (case-insensitive).
             * @example Sales
             */
            displayName?: string;
            /**
             * @description The identity provider's id of the group, unique (case-exact).
             * @example okta-00g1sales
             */
            externalId?: string;
            /**
             * @description The group's members (users deleted through SCIM left out; up to 1,000: a bigger group is answered without them). A user may be in any number of groups.
             * @example [
             *       {
             *         "value": "01JD8X6B3C4D5E6F7G8H9J0K1M",
             *         "display": "Ana Torres",
             *         "type": "User"
             *       }
             *     ]
             */
            members?: ({
                /** @description The value (an email; a group id). */
                value?: string;
                /** @description `work`, `home`, `other` (phones also `mobile`, `fax`, `pager`). */
                type?: string;
                /** @description True for one value of the attribute at most (RFC 7643 §2.4); the primary email is the login email. */
                primary?: boolean;
                /** @description The group's display name. */
                display?: string;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @description Resource metadata.
             * @example {
             *       "resourceType": "Group",
             *       "created": "2026-03-02T14:05:09.000Z",
             *       "lastModified": "2026-03-05T09:41:27.000Z",
             *       "location": "https://api.example.com/org/acme/scim/v2/Groups/01JD8X7G5H6J7K8M9N0P1Q2R3S",
             *       "version": "W/\"mf3k2a1b\""
             *     }
             */
            meta?: {
                /** @description `User` or `Group`. */
                resourceType: string;
                /** @description When the resource was created. */
                created?: string;
                /** @description When the resource last changed. */
                lastModified?: string;
                /** @description Absolute URL of the resource. */
                location?: string;
                /** @description Weak ETag; changes on every change of the resource, whichever API made it. */
                version?: string;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A SCIM ListResponse (RFC 7644 §3.4.2): one page of resources, 1-based `startIndex`, `totalResults` in all. */
        ScimListResponse: {
            /**
             * @description `urn:ietf:params:scim:api:messages:2.0:ListResponse`.
             * @example [
             *       "urn:ietf:params:scim:api:messages:2.0:ListResponse"
             *     ]
             */
            schemas: string[];
            /**
             * Format: int64
             * @description How many resources match, over every page.
             * @example 0
             */
            totalResults: number;
            /**
             * Format: int64
             * @description How many resources this page holds.
             * @example 0
             */
            itemsPerPage: number;
            /**
             * Format: int64
             * @description 1-based index of the first resource of this page.
             * @example 1
             */
            startIndex: number;
            /**
             * @description The resources of this page.
             * @example []
             */
            Resources: {
                [key: string]: unknown;
            }[];
        };
        /** @description A SCIM User (RFC 7643 §4.1, with the enterprise extension): a user of the organization as identity providers see it. */
        ScimUser: {
            /**
             * @description The core User schema and the Enterprise User extension.
             * @example [
             *       "urn:ietf:params:scim:schemas:core:2.0:User",
             *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"
             *     ]
             */
            schemas: string[];
            /**
             * @description The user id (the same as in the users API).
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            id?: string;
            /**
             * @description The identity provider's id of the user; unique in the organization (case-exact); at most 512 characters and 512 bytes of UTF-8 (longer is 400 `invalidValue`).
             * @example 00u1abcd2EFGH3ijk4x7
             */
            externalId?: string;
            /**
             * @description Any string (an email, a custom username, a userPrincipalName): unique case-insensitively together with the login emails of the organization. It is the email when none other was given.
             * @example ana.torres@acme.example
             */
            userName?: string;
            /**
             * @description The user's name.
             * @example {
             *       "givenName": "Ana",
             *       "familyName": "Torres",
             *       "formatted": "Ana Torres"
             *     }
             */
            name?: {
                /** @description Given name (the users API's first name; without one, the displayName or the userName). */
                givenName?: string;
                /** @description Family name (the users API's last name; absent when it is empty). */
                familyName?: string;
                /** @description As sent; given and family name when none was. */
                formatted?: string;
            } & {
                [key: string]: unknown;
            };
            /**
             * @description As sent; given and family name when none was.
             * @example Ana Torres
             */
            displayName?: string;
            /**
             * @description The user's position, by name (created when missing).
             * @example Account executive
             */
            title?: string;
            /**
             * @description `status` = active. false deactivates: sessions end, api-keys made by the user are revoked.
             * @example true
             */
            active?: boolean;
            /**
             * @description Up to 10; the login email (the users API's `email`) is the primary one, else the `work` one, else the first.
             * @example [
             *       {
             *         "value": "ana.torres@acme.example",
             *         "type": "work",
             *         "primary": true
             *       }
             *     ]
             */
            emails?: ({
                /** @description The value (an email; a group id). */
                value?: string;
                /** @description `work`, `home`, `other` (phones also `mobile`, `fax`, `pager`). */
                type?: string;
                /** @description True for one value of the attribute at most (RFC 7643 §2.4); the primary email is the login email. */
                primary?: boolean;
                /** @description The group's display name. */
                display?: string;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @description Read only: the user's area as a group (a user is in at most one).
             * @example []
             */
            groups?: ({
                /** @description The value (an email; a group id). */
                value?: string;
                /** @description `work`, `home`, `other` (phones also `mobile`, `fax`, `pager`). */
                type?: string;
                /** @description True for one value of the attribute at most (RFC 7643 §2.4); the primary email is the login email. */
                primary?: boolean;
                /** @description The group's display name. */
                display?: string;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @description The Enterprise User extension (RFC 7643 §4.3).
             * @example {
             *       "department": "Sales",
             *       "employeeNumber": "E-7"
             *     }
             */
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"?: {
                /** @description The user's area, by name (created when missing). */
                department?: string;
                /** @description Stored as given (also costCenter, organization, division and manager: see the Enterprise User schema, `GET …/scim/v2/Schemas/`). */
                employeeNumber?: string;
            } & {
                [key: string]: unknown;
            };
            /**
             * @description Resource metadata.
             * @example {
             *       "resourceType": "User",
             *       "created": "2026-03-02T14:05:09.000Z",
             *       "lastModified": "2026-03-05T09:41:27.000Z",
             *       "location": "https://api.example.com/org/acme/scim/v2/Users/01JD8X6B3C4D5E6F7G8H9J0K1M",
             *       "version": "W/\"mf3k2a1b\""
             *     }
             */
            meta?: {
                /** @description `User` or `Group`. */
                resourceType: string;
                /** @description When the resource was created. */
                created?: string;
                /** @description When the resource last changed. */
                lastModified?: string;
                /** @description Absolute URL of the resource. */
                location?: string;
                /** @description Weak ETag; changes on every change of the resource, whichever API made it. */
                version?: string;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The request body of `setUserCustomFields` (POST /org/{slug}/users/{id}/custom-fields/). */
        SetUserCustomFieldsBody: {
            /**
             * @description key → value (`null` removes a value). Values: text a string, number a number, date `YYYY-MM-DD`, boolean, select one of the options.
             * @example {
             *       "shirt_size": "M",
             *       "employee_number": null
             *     }
             */
            custom_fields: {
                [key: string]: unknown;
            };
        };
        /** @description The request body of `setUserPassword` (POST /org/{slug}/users/{id}/set-password/). */
        SetUserPasswordBody: {
            /**
             * @description The new password, 10 to 128 characters.
             * @example a new long passphrase
             */
            password: string;
            /**
             * @description Default false: the user must change the password at the next login.
             * @example true
             */
            force_change_password?: boolean;
        };
        /** @description The days a user has available for one type of time off. */
        TimeOffBalance: {
            /**
             * @description Whose balance it is.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * @description The kind of absence; each has its own balance.
             * @example vacation
             * @enum {string}
             */
            type: "vacation" | "leave" | "permission";
            /**
             * @description Days available now, up to two decimals; days held by pending or approved requests are not part of it.
             * @example 12.5
             */
            available_days: number;
        };
        /** @description A request for time off: its type, inclusive period, the weekdays it counts and its status (pending, approved, rejected, cancelled). */
        TimeOffRequest: {
            /**
             * @description The request's id.
             * @example 01JD8XD3A0R1S2T3V4W5X6Y7Z8
             */
            id: string;
            /**
             * @description Whose absence it is.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            user_id: string;
            /**
             * @description The kind of absence; each has its own balance.
             * @example vacation
             * @enum {string}
             */
            type: "vacation" | "leave" | "permission";
            /**
             * Format: date
             * @description First day of the absence.
             * @example 2026-04-06
             */
            start_date: string;
            /**
             * Format: date
             * @description Last day of the absence (inclusive).
             * @example 2026-04-10
             */
            end_date: string;
            /**
             * Format: int64
             * @description Working days the absence takes from the balance.
             * @example 5
             */
            days: number;
            /**
             * @description `pending` until an administrator approves or rejects it; `cancelled` by its owner or an administrator.
             * @example pending
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "cancelled";
            /**
             * @description Why, as the requester wrote it.
             * @example Family trip
             */
            reason?: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-05T09:41:27.000Z
             */
            decided_at?: string;
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8X5R2T9K4M7N3P6Q8S1V2A
             */
            decided_by?: string;
        };
        /** @description A track of the learning catalogue: an ordered list of courses, each once. */
        Track: {
            /**
             * @description An id, opaque: compare it as a string, never parse it.
             * @example 01JD8XB18P9Q0R1S2T3V4W5X6Y
             */
            id: string;
            /**
             * @description Title of the track.
             * @example Onboarding
             */
            title: string;
            /**
             * @description Its courses, in order.
             * @example [
             *       "01JD8XA07N8P9Q0R1S2T3V4W5X",
             *       "01JD8XA07N8P9Q0R1S2T3V4W5Y"
             *     ]
             */
            course_ids: string[];
            /**
             * Format: date-time
             * @description An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
        };
        /** @description One track's enrollment counts and completion rate. */
        TrackReportRow: {
            track: components["schemas"]["ReportContent"];
            /**
             * Format: int64
             * @description Enrollments made in the date range (all of them when no range is given).
             * @example 18
             */
            enrolled: number;
            /**
             * Format: int64
             * @description Of those, the ones in progress.
             * @example 7
             */
            in_progress: number;
            /**
             * Format: int64
             * @description Of those, the ones completed.
             * @example 9
             */
            completed: number;
            /**
             * @description `completed / enrolled`, 0 to 1 with 4 decimals; null when nothing was enrolled in the range.
             * @example 0.5
             */
            completion_rate: number | null;
        };
        /** @description The request body of `updateGroup` (PATCH /org/{slug}/groups/{group_id}/). */
        UpdateGroupBody: {
            /**
             * @description A new name, unique case-insensitively (409 `group_name_taken`).
             * @example Platform engineering
             */
            name?: string;
            /**
             * @description A new external id (409 `group_external_id_taken`), or null to remove it.
             * @example okta-00g1platform
             */
            external_id?: string | null;
        };
        /** @description The request body of `updateUser` (POST /org/{slug}/users/update_user/). */
        UpdateUserBody: {
            /**
             * @description The user to update.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            id: string;
            /**
             * Format: email
             * @description New email address, unique in the organization (409 `email_taken` otherwise).
             * @example ana.torres@acme.example
             */
            email?: string;
            /**
             * @description New given name.
             * @example Ana
             */
            first_name?: string;
            /**
             * @description New family name.
             * @example Torres Vega
             */
            last_name?: string;
            /**
             * @description New role; a change ends the user's sessions.
             * @example collaborator
             * @enum {string}
             */
            role?: "admin" | "collaborator";
            /**
             * @description New status; `inactive` ends the user's sessions and revokes the api-keys made on their authority.
             * @example active
             * @enum {string}
             */
            status?: "active" | "inactive";
            /**
             * @description New area, or `null` to clear it.
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9K
             */
            area_id?: string | null;
            /**
             * @description New headquarter, or `null` to clear it.
             * @example 01JD8X7H2J3K4M5N6P7Q8R9S0T
             */
            headquarter_id?: string | null;
            /**
             * @description New position, or `null` to clear it.
             * @example null
             */
            position_id?: string | null;
            /**
             * @description `true` makes the user change their password at the next login (and ends their sessions).
             * @example false
             */
            force_change_password?: boolean;
        };
        /** @description The request body of `updateWebhook` (POST /org/{slug}/webhooks/{webhook_id}/update/). */
        UpdateWebhookBody: {
            /**
             * @description An `https` URL on a public address (422 `invalid_webhook_url` otherwise), no user or password in it.
             * @example https://hooks.acme.example/learning-people
             */
            url?: string;
            /**
             * @description The event types to receive, or `["*"]` for all (present and future).
             * @example [
             *       "*"
             *     ]
             */
            events?: ("*" | "user.created" | "user.updated" | "user.deactivated" | "enrollment.created" | "enrollment.completed" | "timeoff.request.created" | "timeoff.request.approved" | "timeoff.request.rejected" | "timeoff.request.cancelled" | "timeoff.request.deleted" | "attendance.mark.created" | "webhook.test" | "webhook.disabled" | "group.created" | "group.updated" | "group.deleted" | "group.member_added" | "group.member_removed")[];
            /**
             * @description What it is for (free text, up to 2000 characters).
             * @example Payroll sync
             */
            description?: string | null;
            /**
             * @description `enabled` re-enables (and forgets past failures); `disabled` stops deliveries.
             * @example enabled
             * @enum {string}
             */
            status?: "enabled" | "disabled";
        };
        /** @description A user of the organization: identity, role, status, place in the organization structure and custom fields. Never a password or its hash. */
        User: {
            /**
             * @description The user's id.
             * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
             */
            id: string;
            /**
             * @description Email address, unique in the organization (case-insensitively); the login name.
             * @example ana.torres@acme.example
             */
            email: string;
            /**
             * @description Given name.
             * @example Ana
             */
            first_name: string;
            /**
             * @description Family name.
             * @example Torres
             */
            last_name: string;
            /**
             * @description `admin` manages the organization; `collaborator` reads and writes only their own records.
             * @example collaborator
             * @enum {string}
             */
            role: "admin" | "collaborator";
            /**
             * @description `inactive` users cannot log in and are not assigned content.
             * @example active
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * @description The area the user belongs to, if any.
             * @example 01JD8X7A1B2C3D4E5F6G7H8J9K
             */
            area_id?: string;
            /**
             * @description The headquarter the user works at, if any.
             * @example 01JD8X7H2J3K4M5N6P7Q8R9S0T
             */
            headquarter_id?: string;
            /**
             * @description The position the user holds, if any.
             * @example 01JD8X7P3Q4R5S6T7V8W9X0Y1Z
             */
            position_id?: string;
            /**
             * @description The user's custom field values, by field key (see the custom fields section).
             * @example {
             *       "employee_number": "E-1042"
             *     }
             */
            custom_fields: {
                [key: string]: string | number | boolean;
            };
            /**
             * @description True while the user must change their password before anything else (set at creation or by an administrator).
             * @example false
             */
            force_change_password: boolean;
            /**
             * Format: date-time
             * @description When the user was created.
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the user last changed.
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description A user's custom field values, by key. */
        UserCustomFields: {
            /**
             * @description All the user's custom field values, by field key.
             * @example {
             *       "employee_number": "E-1042",
             *       "shirt_size": "M"
             *     }
             */
            custom_fields: {
                [key: string]: string | number | boolean;
            };
        };
        /** @description One user's enrollment counts. */
        UserReportRow: {
            user: components["schemas"]["ReportUser"];
            /**
             * Format: int64
             * @description Enrollments made in the date range (all of them when no range is given).
             * @example 6
             */
            enrolled: number;
            /**
             * Format: int64
             * @description Of those, the ones in progress.
             * @example 2
             */
            in_progress: number;
            /**
             * Format: int64
             * @description Of those, the ones completed.
             * @example 3
             */
            completed: number;
        };
        /** @description A webhook subscription: the URL the service POSTs signed events to, the event types it wants and whether it is enabled. */
        Webhook: {
            /**
             * @description The subscription's id.
             * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
             */
            id: string;
            /**
             * @description Where events are POSTed (https; never a private, loopback, link-local or metadata address).
             * @example https://hooks.acme.example/learning-people
             */
            url: string;
            /**
             * @description The event types it receives, or `["*"]` for all of them.
             * @example [
             *       "user.created",
             *       "timeoff.request.approved"
             *     ]
             */
            events: string[];
            /**
             * @description What it is for, as its creator wrote it; null if not given.
             * @example HRIS sync
             */
            description: string | null;
            /**
             * @description `enabled` receives events; `disabled` by an administrator, or by the service after 5 days of failed deliveries.
             * @example enabled
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * Format: date-time
             * @description When it was created.
             * @example 2026-03-02T14:05:09.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed.
             * @example 2026-03-05T09:41:27.000Z
             */
            updated_at: string;
        };
        /** @description One attempt to deliver an event to a subscription: when, the receiver's status, and how long it took. */
        WebhookDelivery: {
            /**
             * @description The attempt's id (for redelivering its event).
             * @example 01JD8XG6D3V4W5X6Y7Z8A9B0C1
             */
            id: string;
            /**
             * @description The event's id (`webhook-id`).
             * @example msg_01JD8XG6D3V4W5X6Y7Z8A9B0C0
             */
            event_id: string;
            /**
             * @description The event type.
             * @example webhook.test
             */
            event_type: string;
            /**
             * Format: int64
             * @description 1 for the first try of this event, then 2, 3… for retries.
             * @example 2
             */
            attempt: number;
            /**
             * @description `succeeded` (a 2xx), `failed` (retried at `next_retry_at`) or `dead` (the last attempt failed: no more retries).
             * @example failed
             * @enum {string}
             */
            status: "succeeded" | "failed" | "dead";
            /**
             * @description The receiver's HTTP status; null when there was no answer (timeout, refused, bad address).
             * @example 503
             */
            status_code: number | null;
            /**
             * Format: int64
             * @description How long the attempt took, in milliseconds.
             * @example 212
             */
            duration_ms: number;
            /**
             * @description Why it failed, when it did; null on success.
             * @example the receiver answered 503
             */
            error: string | null;
            /**
             * Format: date-time
             * @description When the attempt was made.
             * @example 2026-03-05T09:41:27.000Z
             */
            attempted_at: string;
            /**
             * @description When the next attempt is due after a failure; null otherwise.
             * @example 2026-03-05T09:46:27.000Z
             */
            next_retry_at: string | null;
            /**
             * @description The `request_id` of the API request whose change the event reports (the same id its error envelope and our logs carry; quote it to support). null for a change no API request made (a subscription disabled for failing, a data migration), a deletion, or an event older than this field.
             * @example c6a1f3d2-7b4e-4f8a-9d0c-2e5b8a7f1c34
             */
            request_id: string | null;
        };
        /** @description An event as the service POSTs it to subscribers (Standard Webhooks): its type, when it happened and its data. */
        WebhookEvent: {
            /**
             * @description The event's id, sent as the `webhook-id` header; the same across retries and redeliveries.
             * @example msg_01JD8XG6D3V4W5X6Y7Z8A9B0C0
             */
            id: string;
            /**
             * @description The event type.
             * @example webhook.test
             */
            type: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-03-05T09:41:27.000Z
             */
            timestamp: string;
            /**
             * @description The resource as the API returns it (see the event type).
             * @example {
             *       "webhook_id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
             *       "message": "This is a test event: the subscription receives and verifies events."
             *     }
             */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description The data of the test event a subscription can be sent on demand. */
        WebhookTestData: {
            /**
             * @description The subscription the test was sent to.
             * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
             */
            webhook_id: string;
            /**
             * @description A fixed sentence: this is a test event.
             * @example A test event: nothing changed.
             */
            message: string;
        };
    };
    responses: {
        /** @description `api_key_not_found`: No such api-key in this organization. */
        api_key_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "api_key_not_found";
                };
            };
        };
        /** @description `conflict`: The write conflicts with the current state. */
        conflict: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict";
                };
            };
        };
        /**
         * @description `conflict`: The write conflicts with the current state.
         *
         *     `email_taken`: Another user of the organization has this email (case-insensitive).
         */
        conflict_or_email_taken: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "email_taken";
                };
            };
        };
        /**
         * @description `contention`: The data this write touches is being written concurrently and stayed busy through every retry; retry after the `Retry-After` seconds (with the same Idempotency-Key).
         *
         *     `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key).
         */
        contention_or_service_unavailable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "contention" | "service_unavailable";
                };
            };
        };
        /** @description `course_not_found`: No such course in this organization. */
        course_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "course_not_found";
                };
            };
        };
        /**
         * @description `course_not_found`: No such course in this organization.
         *
         *     `group_not_found`: No such group in this organization.
         *
         *     `track_not_found`: No such track in this organization.
         */
        course_not_found_or_group_not_found_or_track_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "course_not_found" | "group_not_found" | "track_not_found";
                };
            };
        };
        /**
         * @description `custom_field_key_taken`: A custom field with this key already exists.
         *
         *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         */
        custom_field_key_taken_or_idempotency_in_progress: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "custom_field_key_taken" | "idempotency_in_progress";
                };
            };
        };
        /**
         * @description `delivery_not_found`: No such delivery attempt of this webhook subscription.
         *
         *     `webhook_not_found`: No such webhook subscription in this organization.
         */
        delivery_not_found_or_webhook_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "delivery_not_found" | "webhook_not_found";
                };
            };
        };
        /**
         * @description `email_taken`: Another user of the organization has this email (case-insensitive).
         *
         *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         */
        email_taken_or_idempotency_in_progress: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "email_taken" | "idempotency_in_progress";
                };
            };
        };
        /**
         * @description `empty_period`: The requested period contains no weekday.
         *
         *     `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
         *
         *     `insufficient_balance`: The time-off balance does not cover the requested days.
         *
         *     `period_too_long`: A time-off request may span at most 92 calendar days; split longer absences.
         *
         *     `user_inactive`: The user is inactive: no new time off can be requested for them.
         */
        empty_period_or_idempotency_key_reused_or_insufficient_balance_or_period_too_long_or_user_inactive: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "empty_period" | "idempotency_key_reused" | "insufficient_balance" | "period_too_long" | "user_inactive";
                };
            };
        };
        /** @description `enrollment_not_found`: No such enrollment in this organization. */
        enrollment_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "enrollment_not_found";
                };
            };
        };
        /**
         * @description `enrollment_rule_exists`: The group already has an enrollment rule for this course or track.
         *
         *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         */
        enrollment_rule_exists_or_idempotency_in_progress: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "enrollment_rule_exists" | "idempotency_in_progress";
                };
            };
        };
        /**
         * @description `enrollment_rule_not_found`: No such enrollment rule on this group.
         *
         *     `group_not_found`: No such group in this organization.
         */
        enrollment_rule_not_found_or_group_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "enrollment_rule_not_found" | "group_not_found";
                };
            };
        };
        /**
         * @description `expired_credentials`: The session token has expired.
         *
         *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
         *
         *     `missing_credentials`: No `Authorization: Bearer` header.
         */
        expired_credentials_or_invalid_credentials_or_missing_credentials: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                };
            };
        };
        /**
         * @description `forbidden`: The credential is valid but its role may not call this operation.
         *
         *     `not_request_owner`: A collaborator acted on another user's time-off request.
         *
         *     `org_mismatch`: The credential belongs to another organization than the path's.
         *
         *     `password_change_required`: The session belongs to a user who must change the password first.
         *
         *     `request_not_pending`: A collaborator deleted a time-off request that is no longer pending.
         */
        forbidden_or_not_request_owner_or_org_mismatch_or_password_change_required_or_request_not_pending: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "forbidden" | "not_request_owner" | "org_mismatch" | "password_change_required" | "request_not_pending";
                };
            };
        };
        /**
         * @description `forbidden`: The credential is valid but its role may not call this operation.
         *
         *     `org_mismatch`: The credential belongs to another organization than the path's.
         */
        forbidden_or_org_mismatch: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "forbidden" | "org_mismatch";
                };
            };
        };
        /**
         * @description `forbidden`: The credential is valid but its role may not call this operation.
         *
         *     `org_mismatch`: The credential belongs to another organization than the path's.
         *
         *     `password_change_required`: The session belongs to a user who must change the password first.
         */
        forbidden_or_org_mismatch_or_password_change_required: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "forbidden" | "org_mismatch" | "password_change_required";
                };
            };
        };
        /**
         * @description `group_external_id_taken`: Another group of the organization has this `external_id`.
         *
         *     `group_name_taken`: Another group of the organization has this name (case-insensitive).
         */
        group_external_id_taken_or_group_name_taken: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "group_external_id_taken" | "group_name_taken";
                };
            };
        };
        /**
         * @description `group_external_id_taken`: Another group of the organization has this `external_id`.
         *
         *     `group_name_taken`: Another group of the organization has this name (case-insensitive).
         *
         *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         */
        group_external_id_taken_or_group_name_taken_or_idempotency_in_progress: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "group_external_id_taken" | "group_name_taken" | "idempotency_in_progress";
                };
            };
        };
        /**
         * @description `group_member_not_found`: The user is not a member of this group.
         *
         *     `group_not_found`: No such group in this organization.
         */
        group_member_not_found_or_group_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "group_member_not_found" | "group_not_found";
                };
            };
        };
        /** @description `group_not_found`: No such group in this organization. */
        group_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "group_not_found";
                };
            };
        };
        /**
         * @description `group_not_found`: No such group in this organization.
         *
         *     `user_not_found`: No such user in this organization.
         */
        group_not_found_or_user_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "group_not_found" | "user_not_found";
                };
            };
        };
        /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
        idempotency_in_progress: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_in_progress";
                };
            };
        };
        /**
         * @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         *
         *     `overlapping_request`: The period overlaps a pending or approved time-off request of the user.
         */
        idempotency_in_progress_or_overlapping_request: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_in_progress" | "overlapping_request";
                };
            };
        };
        /**
         * @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         *
         *     `webhook_limit_reached`: The organization already has 20 webhook subscriptions, the most it may have; delete one to add another.
         */
        idempotency_in_progress_or_webhook_limit_reached: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_in_progress" | "webhook_limit_reached";
                };
            };
        };
        /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
        idempotency_key_reused: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused";
                };
            };
        };
        /**
         * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
         *
         *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
         */
        idempotency_key_reused_or_invalid_reference: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused" | "invalid_reference";
                };
            };
        };
        /**
         * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
         *
         *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
         *
         *     `weak_password`: The password is not 10..128 characters long.
         */
        idempotency_key_reused_or_invalid_reference_or_weak_password: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused" | "invalid_reference" | "weak_password";
                };
            };
        };
        /**
         * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
         *
         *     `invalid_webhook_url`: The webhook URL is not https, or it resolves to a private, loopback, link-local or metadata address.
         */
        idempotency_key_reused_or_invalid_webhook_url: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused" | "invalid_webhook_url";
                };
            };
        };
        /**
         * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
         *
         *     `mark_in_future`: The attendance mark is later than now (beyond the allowed clock skew).
         *
         *     `mark_time_out_of_window`: A collaborator's own attendance mark is earlier than the allowed window before now; backfills need an administrator credential.
         *
         *     `user_inactive`: The user is inactive: no new time off can be requested for them.
         */
        idempotency_key_reused_or_mark_in_future_or_mark_time_out_of_window_or_user_inactive: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused" | "mark_in_future" | "mark_time_out_of_window" | "user_inactive";
                };
            };
        };
        /**
         * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
         *
         *     `no_users_assigned`: An assign call assigned nobody; `details` lists the skipped users.
         *
         *     `unprocessable`: The request is well-formed but breaks a domain rule; `details` says which.
         */
        idempotency_key_reused_or_no_users_assigned_or_unprocessable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused" | "no_users_assigned" | "unprocessable";
                };
            };
        };
        /** @description `internal_error`: Unexpected failure. Nothing internal is disclosed; quote `request_id` to support. */
        internal_error: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "internal_error";
                };
            };
        };
        /** @description `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password. */
        invalid_credentials: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_credentials";
                };
            };
        };
        /**
         * @description `invalid_cursor`: The cursor was tampered with, or belongs to another organization, endpoint or filter set.
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        invalid_cursor_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_cursor" | "validation_failed";
                };
            };
        };
        /** @description `invalid_custom_fields`: Custom field values do not match their definitions; `details` per field. */
        invalid_custom_fields: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_custom_fields";
                };
            };
        };
        /**
         * @description `invalid_json`: The body is not readable JSON.
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        invalid_json_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "validation_failed";
                };
            };
        };
        /** @description `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist. */
        invalid_reference: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_reference";
                };
            };
        };
        /** @description `invalid_state_transition`: The time-off request cannot move to that state from its current one. */
        invalid_state_transition: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_state_transition";
                };
            };
        };
        /** @description `invalid_webhook_url`: The webhook URL is not https, or it resolves to a private, loopback, link-local or metadata address. */
        invalid_webhook_url: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_webhook_url";
                };
            };
        };
        /** @description `job_not_found`: No such job in this organization. */
        job_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "job_not_found";
                };
            };
        };
        /**
         * @description `migration_in_progress`: The organization’s stored data is being upgraded after a release and this report would not yet be exact; retry after the `Retry-After` seconds.
         *
         *     `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key).
         */
        migration_in_progress_or_service_unavailable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "migration_in_progress" | "service_unavailable";
                };
            };
        };
        /**
         * @description `org_mismatch`: The credential belongs to another organization than the path's.
         *
         *     `password_change_required`: The session belongs to a user who must change the password first.
         */
        org_mismatch_or_password_change_required: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "org_mismatch" | "password_change_required";
                };
            };
        };
        /**
         * @description `password_reused`: change-password must set a password other than the current one (voluntary or required by force_change_password).
         *
         *     `weak_password`: The password is not 10..128 characters long.
         */
        password_reused_or_weak_password: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "password_reused" | "weak_password";
                };
            };
        };
        /** @description `payload_too_large`: The body is larger than 256 KiB. */
        payload_too_large: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "payload_too_large";
                };
            };
        };
        /** @description `position_category_not_found`: No such position category in this organization. */
        position_category_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "position_category_not_found";
                };
            };
        };
        /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
        rate_limited: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "rate_limited";
                };
            };
        };
        /**
         * @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds.
         *
         *     `too_many_attempts`: Too many failed logins for this email or from this address; retry after the `Retry-After` seconds (the right password is refused meanwhile).
         */
        rate_limited_or_too_many_attempts: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "rate_limited" | "too_many_attempts";
                };
            };
        };
        /** @description `request_not_found`: No such time-off request in this organization. */
        request_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "request_not_found";
                };
            };
        };
        /** @description `area_in_use`: The area still has users, positions or child areas: it cannot be deleted (also when a member was added while the delete was decided). */
        scim_area_in_use: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "area_in_use";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "area_in_use";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `area_not_found`: No such area in this organization.
         *
         *     `group_not_found`: No such group in this organization.
         */
        scim_area_not_found_or_group_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "area_not_found" | "group_not_found";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "area_not_found" | "group_not_found";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `conflict`: The write conflicts with the current state.
         *
         *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         *
         *     `scim_uniqueness`: SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).
         */
        scim_conflict_or_idempotency_in_progress_or_scim_uniqueness: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "idempotency_in_progress" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "idempotency_in_progress" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `conflict`: The write conflicts with the current state.
         *
         *     `last_active_admin`: SCIM: the user is the organization's last active administrator; deactivating or deleting them would leave nobody to administer it (make another administrator first, through the users API).
         */
        scim_conflict_or_last_active_admin: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "last_active_admin";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "last_active_admin";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `conflict`: The write conflicts with the current state.
         *
         *     `last_active_admin`: SCIM: the user is the organization's last active administrator; deactivating or deleting them would leave nobody to administer it (make another administrator first, through the users API).
         *
         *     `scim_uniqueness`: SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).
         */
        scim_conflict_or_last_active_admin_or_scim_uniqueness: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "last_active_admin" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "last_active_admin" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `conflict`: The write conflicts with the current state.
         *
         *     `scim_uniqueness`: SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).
         */
        scim_conflict_or_scim_uniqueness: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "conflict" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `contention`: The data this write touches is being written concurrently and stayed busy through every retry; retry after the `Retry-After` seconds (with the same Idempotency-Key).
         *
         *     `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key).
         */
        scim_contention_or_service_unavailable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "contention" | "service_unavailable";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "contention" | "service_unavailable";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `expired_credentials`: The session token has expired.
         *
         *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
         *
         *     `missing_credentials`: No `Authorization: Bearer` header.
         */
        scim_expired_credentials_or_invalid_credentials_or_missing_credentials: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `forbidden`: The credential is valid but its role may not call this operation.
         *
         *     `org_mismatch`: The credential belongs to another organization than the path's.
         *
         *     `password_change_required`: The session belongs to a user who must change the password first.
         */
        scim_forbidden_or_org_mismatch_or_password_change_required: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "forbidden" | "org_mismatch" | "password_change_required";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "forbidden" | "org_mismatch" | "password_change_required";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
         *
         *     `scim_uniqueness`: SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).
         */
        scim_idempotency_in_progress_or_scim_uniqueness: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_in_progress" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_in_progress" | "scim_uniqueness";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
        scim_idempotency_key_reused: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "idempotency_key_reused";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `internal_error`: Unexpected failure. Nothing internal is disclosed; quote `request_id` to support. */
        scim_internal_error: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "internal_error";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "internal_error";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `invalid_json`: The body is not readable JSON.
         *
         *     `scim_invalid_path`: SCIM: a PATCH `path` is not valid or names no attribute of the resource (scimType `invalidPath`).
         *
         *     `scim_invalid_value`: SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).
         *
         *     `scim_mutability`: SCIM: the request changes a read-only attribute (scimType `mutability`).
         *
         *     `scim_no_target`: SCIM: a PATCH `path` value filter matched nothing (scimType `noTarget`).
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        scim_invalid_json_or_scim_invalid_path_or_scim_invalid_value_or_scim_mutability_or_scim_no_target_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "scim_invalid_path" | "scim_invalid_value" | "scim_mutability" | "scim_no_target" | "validation_failed";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "scim_invalid_path" | "scim_invalid_value" | "scim_mutability" | "scim_no_target" | "validation_failed";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `invalid_json`: The body is not readable JSON.
         *
         *     `scim_invalid_value`: SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).
         *
         *     `scim_mutability`: SCIM: the request changes a read-only attribute (scimType `mutability`).
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        scim_invalid_json_or_scim_invalid_value_or_scim_mutability_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "scim_invalid_value" | "scim_mutability" | "validation_failed";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "scim_invalid_value" | "scim_mutability" | "validation_failed";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `invalid_json`: The body is not readable JSON.
         *
         *     `scim_invalid_value`: SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        scim_invalid_json_or_scim_invalid_value_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "scim_invalid_value" | "validation_failed";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "invalid_json" | "scim_invalid_value" | "validation_failed";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `org_mismatch`: The credential belongs to another organization than the path's.
         *
         *     `password_change_required`: The session belongs to a user who must change the password first.
         */
        scim_org_mismatch_or_password_change_required: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "org_mismatch" | "password_change_required";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "org_mismatch" | "password_change_required";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `payload_too_large`: The body is larger than 256 KiB. */
        scim_payload_too_large: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "payload_too_large";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "payload_too_large";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
        scim_rate_limited: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "rate_limited";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "rate_limited";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `scim_invalid_filter`: SCIM: the `filter` is not valid, or uses an attribute or operator this service provider does not filter on (scimType `invalidFilter`).
         *
         *     `scim_invalid_value`: SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        scim_scim_invalid_filter_or_scim_invalid_value_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_invalid_filter" | "scim_invalid_value" | "validation_failed";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_invalid_filter" | "scim_invalid_value" | "validation_failed";
                } & components["schemas"]["ScimError"];
            };
        };
        /**
         * @description `scim_invalid_filter`: SCIM: the `filter` is not valid, or uses an attribute or operator this service provider does not filter on (scimType `invalidFilter`).
         *
         *     `validation_failed`: The request does not match the schema; `details` lists each issue.
         */
        scim_scim_invalid_filter_or_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_invalid_filter" | "validation_failed";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_invalid_filter" | "validation_failed";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `scim_resource_type_not_found`: SCIM: no such resource type (`User` and `Group` are served). */
        scim_scim_resource_type_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_resource_type_not_found";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_resource_type_not_found";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `scim_schema_not_found`: SCIM: no such schema (the URNs `GET …/scim/v2/Schemas/` lists are served). */
        scim_scim_schema_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_schema_not_found";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "scim_schema_not_found";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key). */
        scim_service_unavailable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "service_unavailable";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "service_unavailable";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `unsupported_media_type`: The body is not `application/json`. */
        scim_unsupported_media_type: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "unsupported_media_type";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "unsupported_media_type";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `user_not_found`: No such user in this organization. */
        scim_user_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "user_not_found";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "user_not_found";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `validation_failed`: The request does not match the schema; `details` lists each issue. */
        scim_validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "validation_failed";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "validation_failed";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `version_conflict`: `If-Match` does not match the current version. */
        scim_version_conflict: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "version_conflict";
                } & components["schemas"]["ScimError"];
                "application/scim+json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "version_conflict";
                } & components["schemas"]["ScimError"];
            };
        };
        /** @description `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key). */
        service_unavailable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "service_unavailable";
                };
            };
        };
        /** @description `track_not_found`: No such track in this organization. */
        track_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "track_not_found";
                };
            };
        };
        /** @description `unsupported_media_type`: The body is not `application/json`. */
        unsupported_media_type: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "unsupported_media_type";
                };
            };
        };
        /** @description `user_not_found`: No such user in this organization. */
        user_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "user_not_found";
                };
            };
        };
        /** @description `validation_failed`: The request does not match the schema; `details` lists each issue. */
        validation_failed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "validation_failed";
                };
            };
        };
        /** @description `version_conflict`: `If-Match` does not match the current version. */
        version_conflict: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "version_conflict";
                };
            };
        };
        /** @description `weak_password`: The password is not 10..128 characters long. */
        weak_password: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "weak_password";
                };
            };
        };
        /** @description `webhook_not_found`: No such webhook subscription in this organization. */
        webhook_not_found: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /**
                     * @description The codes this operation answers with this status.
                     * @enum {unknown}
                     */
                    code: "webhook_not_found";
                };
            };
        };
    };
    parameters: {
        /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
        IdempotencyKey: string;
        /** @description The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written. */
        IfMatch: string;
    };
    requestBodies: never;
    headers: {
        /** @description RFC 9745: `@<unix time>` of the day this operation was deprecated. */
        Deprecation: string;
        /** @description RFC 9745: `@<unix time>`; present when the request used a deprecated query parameter. */
        DeprecationOfParameter: string;
        /** @description RFC 9745: `@<unix time>` of the deprecation (of this operation, or of a query parameter the request used), on the errors the operation answers itself (not on the gateway's own 401, 413 and 429). */
        DeprecationOnError: string;
        /** @description RFC 8288: `<absolute URL of the successor>; rel="successor-version"`, on the errors the operation answers itself. */
        LinkOnError: string;
        /** @description RFC 8288: `<absolute URL of the successor>; rel="successor-version"`. */
        Link: string;
        /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key` (nothing was done again). */
        IdempotentReplayed: "true";
        /** @description The current `version`, quoted (e.g. `"3"`): send it back in `If-Match`. */
        ETag: string;
        /** @description SCIM: the resource's `meta.version` (a weak ETag, e.g. `W/"…"`): send it back in `If-Match` on `PUT`/`PATCH`. */
        ScimETag: string;
        /** @description The absolute URL of the created resource, equal to its `meta.location`. */
        ResourceLocation: string;
        /** @description The API Reference of this deployment (`docsUrl`). */
        Location: string;
        /** @description CORS, on the public documentation routes only: any origin may read the answer (a docs portal on another site). `OPTIONS` on the same path answers the preflight (GET only). API operations send no CORS header. */
        AccessControlAllowOrigin: "*";
        /** @description RFC 9110 §11.6.1, on every 401: `Bearer realm="api"`, with `error="invalid_token"` when the bearer credential sent was refused (invalid or expired). */
        WWWAuthenticate: string;
        /** @description IETF RateLimit field (draft-ietf-httpapi-ratelimit-headers): per policy, what remains (`r`) and the seconds until it is all back (`t`), e.g. `"credential";r=0;t=60`. Sent with a 429 of a per-caller limit, and by gateways that count every answer. */
        RateLimit: string;
        /** @description IETF RateLimit-Policy field: each policy the request was counted in, its quota (`q`) and window in seconds (`w`), e.g. `"credential";q=6000;w=300`. */
        RateLimitPolicy: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getChangelog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Changelog of the Learning and People Platform API",
                     *       "updated": "2026-09-01",
                     *       "html_url": "/api/v5/rest/changelog.html",
                     *       "feed_url": "/api/v5/rest/changelog.atom",
                     *       "entries": [
                     *         {
                     *           "id": "2026-09-01-users-list-deprecated",
                     *           "date": "2026-09-01",
                     *           "kind": "deprecated",
                     *           "title": "The users list is deprecated",
                     *           "operations": [
                     *             {
                     *               "operation_id": "listUsers",
                     *               "method": "GET",
                     *               "path": "/org/{slug}/users/",
                     *               "sunset": null
                     *             }
                     *           ],
                     *           "applies_to_all_operations": false,
                     *           "parameters": [],
                     *           "text": "`GET /org/{slug}/users/` keeps answering and sends a `Deprecation` header.",
                     *           "sunset": null,
                     *           "url": "/api/v5/rest/changelog.html#2026-09-01-users-list-deprecated"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Changelog"];
                };
            };
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getChangelogFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <?xml version="1.0" encoding="utf-8"?>
                     *     <feed xmlns="http://www.w3.org/2005/Atom">…</feed>
                     */
                    "application/atom+xml": string;
                };
            };
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    getChangelogPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en"><head><title>Changelog</title></head><body>…</body></html>
                     */
                    "text/html": string;
                };
            };
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    docsRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the API Reference. */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["rate_limited"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Learning and People Platform API",
                     *         "version": "5.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    redocsRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the API Reference. */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["rate_limited"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X9K6M7N8P9Q0R1S2T3V4W",
                     *           "name": "Payroll sync",
                     *           "prefix": "lpk.7Hq2",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "created_by": "01JD8X5R2T9K4M7N3P6Q8S1V2A",
                     *           "last_used_at": "2026-03-05T09:41:27.000Z",
                     *           "scope": "all"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["ApiKey"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Payroll sync"
                 *     }
                 */
                "application/json": components["schemas"]["CreateApiKeyBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X9K6M7N8P9Q0R1S2T3V4W",
                     *       "name": "Payroll sync",
                     *       "prefix": "lpk.7Hq2",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "created_by": "01JD8X5R2T9K4M7N3P6Q8S1V2A",
                     *       "scope": "all",
                     *       "key": "lpk.7Hq2.pX4vN9sK2mR8tW5yB1cF6gJ3hL0dQ7eZ"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The api-key to revoke.
                 * @example 01JD8X9K6M7N8P9Q0R1S2T3V4W
                 */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["api_key_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    createAttendanceMark: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "in",
                 *       "at": "2026-03-02T08:58:00-05:00",
                 *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *       "source": "kiosk-lobby"
                 *     }
                 */
                "application/json": components["schemas"]["CreateAttendanceMarkBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XE4B1S2T3V4W5X6Y7Z8A9",
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "at": "2026-03-02T08:58:00-05:00",
                     *       "kind": "in",
                     *       "source": "kiosk-lobby"
                     *     }
                     */
                    "application/json": components["schemas"]["Mark"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `user_not_found`: No such user in this organization. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "user_not_found";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `mark_in_future`: The attendance mark is later than now (beyond the allowed clock skew).
             *
             *     `mark_time_out_of_window`: A collaborator's own attendance mark is earlier than the allowed window before now; backfills need an administrator credential.
             *
             *     `user_inactive`: The user is inactive: no new time off can be requested for them.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "mark_in_future" | "mark_time_out_of_window" | "user_inactive";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@acme.example",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "lps.9x2Vb7Qm4Lk8Tz1Rw6Hn3Yc5Jd0Fg",
                     *       "token_type": "Bearer",
                     *       "expires_at": "2026-03-02T22:05:09.000Z",
                     *       "user_id": "01JD8X5R2T9K4M7N3P6Q8S1V2A",
                     *       "role": "admin",
                     *       "password_change_required": false
                     *     }
                     */
                    "application/json": components["schemas"]["LoginSession"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["invalid_credentials"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["rate_limited_or_too_many_attempts"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listCustomFields: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X8F5G6H7J8K9M0N1P2Q3R",
                     *           "key": "employee_number",
                     *           "name": "Employee number",
                     *           "type": "text",
                     *           "required": false,
                     *           "created_at": "2026-03-02T14:05:09.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["CustomField"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createCustomField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "jacket_size",
                 *       "name": "Jacket size",
                 *       "type": "select",
                 *       "options": [
                 *         "S",
                 *         "M",
                 *         "L"
                 *       ],
                 *       "required": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateCustomFieldBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X8F5G6H7J8K9M0N1P2Q3R",
                     *       "key": "employee_number",
                     *       "name": "Employee number",
                     *       "type": "text",
                     *       "required": false,
                     *       "created_at": "2026-03-02T14:05:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CustomField"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /**
             * @description `custom_field_key_taken`: A custom field with this key already exists.
             *
             *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "custom_field_key_taken" | "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *           "name": "Engineering",
                     *           "external_id": "okta-00g1engineering",
                     *           "member_count": 2,
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Group"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Customer success",
                 *       "external_id": "okta-00g1customersuccess"
                 *     }
                 */
                "application/json": components["schemas"]["CreateGroupBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *       "name": "Customer success",
                     *       "external_id": "okta-00g1customersuccess",
                     *       "member_count": 0,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-02T14:05:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Group"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /**
             * @description `group_external_id_taken`: Another group of the organization has this `external_id`.
             *
             *     `group_name_taken`: Another group of the organization has this name (case-insensitive).
             *
             *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "group_external_id_taken" | "group_name_taken" | "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *       "name": "Engineering",
                     *       "external_id": "okta-00g1engineering",
                     *       "member_count": 2,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4B
                 */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Platform engineering"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateGroupBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *       "name": "Platform engineering",
                     *       "external_id": "okta-00g1engineering",
                     *       "member_count": 2,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_not_found"];
            409: components["responses"]["group_external_id_taken_or_group_name_taken"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listEnrollmentRules: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XH7E4W5X6Y7Z8A9B0C1D2",
                     *           "group_id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *           "content_type": "course",
                     *           "content_id": "01JD8XA07N8P9Q0R1S2T3V4W6A",
                     *           "due_date": "2026-06-30",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "job_id": "01JD8XJ8F5X6Y7Z8A9B0C1D2E3"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["EnrollmentRule"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createEnrollmentRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content_type": "course",
                 *       "content_id": "01JD8XA07N8P9Q0R1S2T3V4W5Y",
                 *       "due_date": "2026-06-30"
                 *     }
                 */
                "application/json": components["schemas"]["CreateEnrollmentRuleBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rule": {
                     *         "id": "01JD8XH7E4W5X6Y7Z8A9B0C1D2",
                     *         "group_id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *         "content_type": "course",
                     *         "content_id": "01JD8XA07N8P9Q0R1S2T3V4W6A",
                     *         "due_date": "2026-06-30",
                     *         "created_at": "2026-03-02T14:05:09.000Z"
                     *       },
                     *       "result": {
                     *         "enrolled": 2,
                     *         "already_enrolled": 0,
                     *         "not_enrolled": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentRuleCreated"];
                };
            };
            /** @description Accepted: the group has more than 1,000 members: the rule exists, and `job` enrolls them; poll `GET /org/{slug}/jobs/{job_id}/`. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentRuleCreated"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /**
             * @description `course_not_found`: No such course in this organization.
             *
             *     `group_not_found`: No such group in this organization.
             *
             *     `track_not_found`: No such track in this organization.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "course_not_found" | "group_not_found" | "track_not_found";
                    };
                };
            };
            /**
             * @description `enrollment_rule_exists`: The group already has an enrollment rule for this course or track.
             *
             *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "enrollment_rule_exists" | "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    getEnrollmentRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
                /**
                 * @description The enrollment rule.
                 * @example 01JD8XH7E4W5X6Y7Z8A9B0C1D2
                 */
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XH7E4W5X6Y7Z8A9B0C1D2",
                     *       "group_id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *       "content_type": "course",
                     *       "content_id": "01JD8XA07N8P9Q0R1S2T3V4W6A",
                     *       "due_date": "2026-06-30",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "job_id": "01JD8XJ8F5X6Y7Z8A9B0C1D2E3"
                     *     }
                     */
                    "application/json": components["schemas"]["EnrollmentRule"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["enrollment_rule_not_found_or_group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteEnrollmentRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
                /**
                 * @description The enrollment rule.
                 * @example 01JD8XH7E4W5X6Y7Z8A9B0C1D3
                 */
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["enrollment_rule_not_found_or_group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listGroupMembers: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "first_name": "Ana",
                     *           "last_name": "Torres",
                     *           "email": "ana.torres@acme.example",
                     *           "added_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["GroupMember"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    addGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
                /**
                 * @description The user.
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "first_name": "Ana",
                     *       "last_name": "Torres",
                     *       "email": "ana.torres@acme.example",
                     *       "added_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["GroupMember"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_not_found_or_user_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    removeGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group.
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R4A
                 */
                group_id: string;
                /**
                 * @description The user.
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1N
                 */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["group_member_not_found_or_group_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The job.
                 * @example 01JD8XJ8F5X6Y7Z8A9B0C1D2E3
                 */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XJ8F5X6Y7Z8A9B0C1D2E3",
                     *       "kind": "enrollment_rule",
                     *       "status": "done",
                     *       "total": 1200,
                     *       "done": 1188,
                     *       "failed": 12,
                     *       "rule_id": "01JD8XH7E4W5X6Y7Z8A9B0C1D2",
                     *       "group_id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                     *       "created_at": "2026-03-05T09:41:27.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z",
                     *       "finished_at": "2026-03-05T09:41:27.000Z",
                     *       "result": {
                     *         "enrolled": 1150,
                     *         "already_enrolled": 38,
                     *         "not_enrolled": 12
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["job_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    assignCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "course_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                 *       "user_ids": [
                 *         "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "01JD8X6B3C4D5E6F7G8H9J0K1N"
                 *       ],
                 *       "due_date": "2026-03-31"
                 *     }
                 */
                "application/json": components["schemas"]["AssignCourseBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content_type": "course",
                     *       "content_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *       "assigned": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "enrollment_id": "VY7BN63FF09R804P0AFA2GX28R"
                     *         }
                     *       ],
                     *       "skipped": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1N",
                     *           "reason": "already_enrolled"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AssignResult"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `course_not_found`: No such course in this organization. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "course_not_found";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `no_users_assigned`: An assign call assigned nobody; `details` lists the skipped users.
             *
             *     `unprocessable`: The request is well-formed but breaks a domain rule; `details` says which.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "no_users_assigned" | "unprocessable";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    assignTrack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "track_id": "01JD8XB18P9Q0R1S2T3V4W5X6Y",
                 *       "user_ids": [
                 *         "01JD8X6B3C4D5E6F7G8H9J0K1M"
                 *       ],
                 *       "due_date": "2026-04-30"
                 *     }
                 */
                "application/json": components["schemas"]["AssignTrackBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content_type": "track",
                     *       "content_id": "01JD8XB18P9Q0R1S2T3V4W5X6Y",
                     *       "assigned": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "enrollment_id": "K2E9TD60T7WVD1W3T4S36VBPFD"
                     *         }
                     *       ],
                     *       "skipped": [],
                     *       "courses": [
                     *         {
                     *           "course_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *           "assigned": 1,
                     *           "already_enrolled": 0
                     *         },
                     *         {
                     *           "course_id": "01JD8XA07N8P9Q0R1S2T3V4W5Y",
                     *           "assigned": 0,
                     *           "already_enrolled": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AssignResult"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `track_not_found`: No such track in this organization. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "track_not_found";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `no_users_assigned`: An assign call assigned nobody; `details` lists the skipped users.
             *
             *     `unprocessable`: The request is well-formed but breaks a domain rule; `details` says which.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "no_users_assigned" | "unprocessable";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listCourses: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *           "title": "Workplace safety basics",
                     *           "duration_minutes": 45,
                     *           "created_at": "2026-03-02T14:05:09.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Course"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createCourse: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Workplace safety basics",
                 *       "duration_minutes": 45
                 *     }
                 */
                "application/json": components["schemas"]["CreateCourseBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *       "title": "Workplace safety basics",
                     *       "duration_minutes": 45,
                     *       "created_at": "2026-03-02T14:05:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Course"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listEnrollments: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Only this user's enrollments. */
                user_id?: string;
                /** @description Only enrollments in courses, or only in tracks. */
                content_type?: "course" | "track";
                /** @description Only enrollments in this course or track. */
                content_id?: string;
                /** @description Only enrollments with this status. */
                status?: "not_started" | "in_progress" | "completed";
                /** @description Only enrollments of this source type (`assignment` or `group_rule`). */
                source?: "assignment" | "group_rule";
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "VY7BN63FF09R804P0AFA2GX28R",
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "content_type": "course",
                     *           "content_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *           "enrolled_at": "2026-03-02T14:05:09.000Z",
                     *           "due_date": "2026-03-31",
                     *           "status": "in_progress",
                     *           "progress": 40,
                     *           "source": {
                     *             "type": "assignment"
                     *           }
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Enrollment"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    reportEnrollmentProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The enrollment.
                 * @example VY7BN63FF09R804P0AFA2GX28R
                 */
                enrollment_id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "progress": 40
                 *     }
                 */
                "application/json": components["schemas"]["ReportEnrollmentProgressBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "VY7BN63FF09R804P0AFA2GX28R",
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "content_type": "course",
                     *       "content_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *       "enrolled_at": "2026-03-02T14:05:09.000Z",
                     *       "due_date": "2026-03-31",
                     *       "status": "in_progress",
                     *       "progress": 40,
                     *       "source": {
                     *         "type": "assignment"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Enrollment"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["enrollment_not_found"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listTracks: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XB18P9Q0R1S2T3V4W5X6Y",
                     *           "title": "Onboarding",
                     *           "course_ids": [
                     *             "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *             "01JD8XA07N8P9Q0R1S2T3V4W5Y"
                     *           ],
                     *           "created_at": "2026-03-02T14:05:09.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Track"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createTrack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Onboarding",
                 *       "course_ids": [
                 *         "01JD8XA07N8P9Q0R1S2T3V4W5X",
                 *         "01JD8XA07N8P9Q0R1S2T3V4W5Y"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateTrackBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XB18P9Q0R1S2T3V4W5X6Y",
                     *       "title": "Onboarding",
                     *       "course_ids": [
                     *         "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *         "01JD8XA07N8P9Q0R1S2T3V4W5Y"
                     *       ],
                     *       "created_at": "2026-03-02T14:05:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Track"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_reference";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listAreas: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *           "name": "Operations",
                     *           "parent_id": "01JD8X7A1B2C3D4E5F6G7H8J9A",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Area"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createArea: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Operations",
                 *       "parent_id": "01JD8X7A1B2C3D4E5F6G7H8J9A"
                 *     }
                 */
                "application/json": components["schemas"]["CreateAreaBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *       "name": "Operations",
                     *       "parent_id": "01JD8X7A1B2C3D4E5F6G7H8J9A",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Area"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_reference";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listHeadquarters: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                     *           "name": "Lima headquarters",
                     *           "city": "Lima",
                     *           "country": "Peru",
                     *           "address": "Av. Javier Prado Este 4200, Santiago de Surco",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Headquarter"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createHeadquarter: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Lima headquarters",
                 *       "city": "Lima",
                 *       "country": "Peru",
                 *       "address": "Av. Javier Prado Este 4200, Santiago de Surco"
                 *     }
                 */
                "application/json": components["schemas"]["CreateHeadquarterBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                     *       "name": "Lima headquarters",
                     *       "city": "Lima",
                     *       "country": "Peru",
                     *       "address": "Av. Javier Prado Este 4200, Santiago de Surco",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Headquarter"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_reference";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listPositionCategories: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X7C4D5E6F7G8H9J0K1M2N",
                     *           "name": "Supervisors",
                     *           "description": "People who lead a shift or a team.",
                     *           "version": 2,
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["PositionCategory"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createPositionCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Supervisors",
                 *       "description": "People who lead a shift or a team."
                 *     }
                 */
                "application/json": components["schemas"]["CreatePositionCategoryBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7C4D5E6F7G8H9J0K1M2N",
                     *       "name": "Supervisors",
                     *       "description": "People who lead a shift or a team.",
                     *       "version": 2,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PositionCategory"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_reference";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    replacePositionCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The position category to replace.
                 * @example 01JD8X7C4D5E6F7G8H9J0K1M2N
                 */
                position_category_id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Supervisors",
                 *       "description": "People who lead a shift or a team."
                 *     }
                 */
                "application/json": components["schemas"]["ReplacePositionCategoryBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7C4D5E6F7G8H9J0K1M2N",
                     *       "name": "Supervisors",
                     *       "description": "People who lead a shift or a team.",
                     *       "version": 2,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PositionCategory"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["position_category_not_found"];
            412: components["responses"]["version_conflict"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listPositions: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                     *           "name": "Shift supervisor",
                     *           "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *           "position_category_id": "01JD8X7C4D5E6F7G8H9J0K1M2N",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Position"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createPosition: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Shift supervisor",
                 *       "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                 *       "position_category_id": "01JD8X7C4D5E6F7G8H9J0K1M2N"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePositionBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                     *       "name": "Shift supervisor",
                     *       "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *       "position_category_id": "01JD8X7C4D5E6F7G8H9J0K1M2N",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Position"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed. */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_reference";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    attendanceAbsencesReport: {
        parameters: {
            query: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /**
                 * @description First local day of the report, in the organization's time zone.
                 * @example 2026-03-01
                 */
                from_date: string;
                /**
                 * @description Last local day of the report (inclusive), at most 92 days after `from_date`.
                 * @example 2026-03-31
                 */
                to_date: string;
                /** @description Only this user. */
                user_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "date": "2026-03-03",
                     *           "covered_by_timeoff": null
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["AttendanceAbsenceRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    attendanceDailyReport: {
        parameters: {
            query: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /**
                 * @description First local day of the report, in the organization's time zone.
                 * @example 2026-03-01
                 */
                from_date: string;
                /**
                 * @description Last local day of the report (inclusive), at most 92 days after `from_date`.
                 * @example 2026-03-31
                 */
                to_date: string;
                /** @description Only this user. */
                user_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "date": "2026-03-02",
                     *           "first_in": "2026-03-02T08:58:00-05:00",
                     *           "last_out": "2026-03-02T17:31:00-05:00",
                     *           "worked_minutes": 513,
                     *           "incomplete": false
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["AttendanceDailyRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    attendanceMarksReport: {
        parameters: {
            query: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /**
                 * @description First local day of the report, in the organization's time zone.
                 * @example 2026-03-01
                 */
                from_date: string;
                /**
                 * @description Last local day of the report (inclusive), at most 92 days after `from_date`.
                 * @example 2026-03-31
                 */
                to_date: string;
                /** @description Only this user. */
                user_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XE4B1S2T3V4W5X6Y7Z8A9",
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "at": "2026-03-02T08:58:00-05:00",
                     *           "kind": "in",
                     *           "source": "kiosk-lobby",
                     *           "created_by": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "created_at": "2026-03-02T08:58:03-05:00"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["AttendanceMarkRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    attendanceSummaryReport: {
        parameters: {
            query: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /**
                 * @description First local day of the report, in the organization's time zone.
                 * @example 2026-03-01
                 */
                from_date: string;
                /**
                 * @description Last local day of the report (inclusive), at most 92 days after `from_date`.
                 * @example 2026-03-31
                 */
                to_date: string;
                /** @description Only this user. */
                user_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "days_present": 19,
                     *           "worked_minutes": 9420,
                     *           "incomplete_days": 1,
                     *           "absences": 2,
                     *           "covered_days": 1
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["AttendanceSummaryRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    learningCoursesReport: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Only enrollments made on or after this day (the organization's time zone). */
                from_date?: string;
                /** @description Only enrollments made on or before this day (the organization's time zone). */
                to_date?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "course": {
                     *             "id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *             "title": "Workplace safety basics"
                     *           },
                     *           "enrolled": 40,
                     *           "in_progress": 12,
                     *           "completed": 25,
                     *           "completion_rate": 0.625
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["CourseReportRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["migration_in_progress_or_service_unavailable"];
        };
    };
    learningGeneralReportV2: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Only enrollments made on or after this day (the organization's time zone). */
                from_date?: string;
                /** @description Only enrollments made on or before this day (the organization's time zone). */
                to_date?: string;
                /**
                 * @deprecated
                 * @description Only enrollments made from 00:00 UTC of this day on, with no upper bound (not the same as `from_date`, which is a local day); not combinable with `from_date` / `to_date`.
                 *
                 *     **Deprecated** since 2026-09-01: use `from_date` instead. Still accepted; a request that uses it gets a `Deprecation` response header.
                 *
                 *     See [the changelog](/api/v5/rest/changelog.html#general-v2-course-enroll-date-deprecated).
                 */
                course_enroll_date?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOfParameter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "enrollment_id": "VY7BN63FF09R804P0AFA2GX28R",
                     *           "user": {
                     *             "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *             "email": "ana.torres@acme.example",
                     *             "first_name": "Ana",
                     *             "last_name": "Torres"
                     *           },
                     *           "content_type": "course",
                     *           "content": {
                     *             "id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                     *             "title": "Workplace safety basics"
                     *           },
                     *           "status": "completed",
                     *           "progress": 100,
                     *           "course_enroll_date": "2026-03-02T09:05:09-05:00",
                     *           "completed_at": "2026-03-04T16:20:00-05:00"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["GeneralReportRow"][];
                    };
                };
            };
            /**
             * @description `invalid_cursor`: The cursor was tampered with, or belongs to another organization, endpoint or filter set.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_cursor" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            /** @description `internal_error`: Unexpected failure. Nothing internal is disclosed; quote `request_id` to support. */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "internal_error";
                    };
                };
            };
            /** @description `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key). */
            503: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "service_unavailable";
                    };
                };
            };
        };
    };
    learningTracksReport: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Only enrollments made on or after this day (the organization's time zone). */
                from_date?: string;
                /** @description Only enrollments made on or before this day (the organization's time zone). */
                to_date?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "track": {
                     *             "id": "01JD8XB18P9Q0R1S2T3V4W5X6Y",
                     *             "title": "Onboarding"
                     *           },
                     *           "enrolled": 18,
                     *           "in_progress": 7,
                     *           "completed": 9,
                     *           "completion_rate": 0.5
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["TrackReportRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["migration_in_progress_or_service_unavailable"];
        };
    };
    learningUsersReport: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Only enrollments made on or after this day (the organization's time zone). */
                from_date?: string;
                /** @description Only enrollments made on or before this day (the organization's time zone). */
                to_date?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "user": {
                     *             "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *             "email": "ana.torres@acme.example",
                     *             "first_name": "Ana",
                     *             "last_name": "Torres"
                     *           },
                     *           "enrolled": 6,
                     *           "in_progress": 2,
                     *           "completed": 3
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["UserReportRow"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["migration_in_progress_or_service_unavailable"];
        };
    };
    listScimGroups: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
                /** @description RFC 7644 filter on `displayName`, `externalId` or `id` (e.g. `displayName eq "Sales"`; `id eq "…" and members[value eq "<user id>"]`). */
                filter?: string;
                /** @description 1-based index of the first result (default 1); below 1 is read as 1 (RFC 7644 §3.4.2.4). */
                startIndex?: number;
                /** @description Results per page (default 100); below 0 is read as 0, above 100 as 100 (RFC 7644 §3.4.2.4). */
                count?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 0,
                     *       "itemsPerPage": 0,
                     *       "startIndex": 1,
                     *       "Resources": []
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["scim_scim_invalid_filter_or_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    createScimGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:schemas:core:2.0:Group"
                 *       ],
                 *       "displayName": "Engineering",
                 *       "members": []
                 *     }
                 */
                "application/json": components["schemas"]["CreateScimGroupBody"];
                "application/scim+json": {
                    /** @description The schema URIs of the body (RFC 7643 §3). */
                    schemas?: string[];
                    /** @description The group's name (required). */
                    displayName?: string;
                    /** @description `[{ "value": "<user id>" }]`: the group's members (a user stays in their other groups). */
                    members?: ({
                        /** @description A user id. */
                        value: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    ETag: components["headers"]["ScimETag"];
                    Location: components["headers"]["ResourceLocation"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:Group"
                     *       ],
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *       "externalId": "okta-00g1sales",
                     *       "displayName": "Sales",
                     *       "members": [
                     *         {
                     *           "value": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "display": "Ana Torres",
                     *           "type": "User"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "resourceType": "Group",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Groups/01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `scim_invalid_value`: SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "scim_invalid_value" | "validation_failed";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "scim_invalid_value" | "validation_failed";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `area_not_found`: No such area in this organization.
             *
             *     `group_not_found`: No such group in this organization.
             */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "area_not_found" | "group_not_found";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "area_not_found" | "group_not_found";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `scim_uniqueness`: SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress" | "scim_uniqueness";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress" | "scim_uniqueness";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    } & components["schemas"]["ScimError"];
                };
            };
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    getScimGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group (SCIM `id`; a group copied from an area by the `groups` migration has the area's id).
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R3S
                 */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:Group"
                     *       ],
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *       "externalId": "okta-00g1sales",
                     *       "displayName": "Sales",
                     *       "members": [
                     *         {
                     *           "value": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "display": "Ana Torres",
                     *           "type": "User"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "resourceType": "Group",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Groups/01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_area_not_found_or_group_not_found"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    replaceScimGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: {
                /** @description The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group (SCIM `id`; a group copied from an area by the `groups` migration has the area's id).
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R3S
                 */
                group_id: string;
            };
            cookie?: never;
        };
        /** @description JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:schemas:core:2.0:Group"
                 *       ],
                 *       "displayName": "Engineering and research"
                 *     }
                 */
                "application/json": components["schemas"]["ReplaceScimGroupBody"];
                "application/scim+json": {
                    /** @description The schema URIs of the body (RFC 7643 §3). */
                    schemas?: string[];
                    /** @description The group's name (required). */
                    displayName?: string;
                    /** @description `[{ "value": "<user id>" }]`: the group's members (a user stays in their other groups). */
                    members?: ({
                        /** @description A user id. */
                        value: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:Group"
                     *       ],
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *       "externalId": "okta-00g1sales",
                     *       "displayName": "Sales",
                     *       "members": [
                     *         {
                     *           "value": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "display": "Ana Torres",
                     *           "type": "User"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "resourceType": "Group",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Groups/01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            400: components["responses"]["scim_invalid_json_or_scim_invalid_value_or_scim_mutability_or_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_area_not_found_or_group_not_found"];
            409: components["responses"]["scim_conflict_or_scim_uniqueness"];
            412: components["responses"]["scim_version_conflict"];
            413: components["responses"]["scim_payload_too_large"];
            415: components["responses"]["scim_unsupported_media_type"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    deleteScimGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group (SCIM `id`; a group copied from an area by the `groups` migration has the area's id).
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R3T
                 */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_area_not_found_or_group_not_found"];
            409: components["responses"]["scim_area_in_use"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    patchScimGroup: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: {
                /** @description The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The group (SCIM `id`; a group copied from an area by the `groups` migration has the area's id).
                 * @example 01JD8X7G5H6J7K8M9N0P1Q2R3S
                 */
                group_id: string;
            };
            cookie?: never;
        };
        /** @description JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:api:messages:2.0:PatchOp"
                 *       ],
                 *       "Operations": [
                 *         {
                 *           "op": "Replace",
                 *           "path": "members",
                 *           "value": []
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PatchScimGroupBody"];
                "application/scim+json": {
                    /** @description The schema URIs of the body (RFC 7643 §3). */
                    schemas?: string[];
                    /** @description The operations, applied in order, all or none. */
                    Operations: ({
                        /** @description `add`, `replace` or `remove` (any case). */
                        op: string;
                        /** @description Attribute path, e.g. `name.familyName`, `emails[type eq "work"].value`; absent: `value` is an object of paths. */
                        path?: string;
                        /** @description The value to add or set. */
                        value?: unknown;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:Group"
                     *       ],
                     *       "id": "01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *       "externalId": "okta-00g1sales",
                     *       "displayName": "Sales",
                     *       "members": [
                     *         {
                     *           "value": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "display": "Ana Torres",
                     *           "type": "User"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "resourceType": "Group",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Groups/01JD8X7G5H6J7K8M9N0P1Q2R3S",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            400: components["responses"]["scim_invalid_json_or_scim_invalid_path_or_scim_invalid_value_or_scim_mutability_or_scim_no_target_or_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_area_not_found_or_group_not_found"];
            409: components["responses"]["scim_conflict_or_scim_uniqueness"];
            412: components["responses"]["scim_version_conflict"];
            413: components["responses"]["scim_payload_too_large"];
            415: components["responses"]["scim_unsupported_media_type"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    listScimResourceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 0,
                     *       "itemsPerPage": 0,
                     *       "startIndex": 1,
                     *       "Resources": []
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_org_mismatch_or_password_change_required"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    getScimResourceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The resource type's id: `User` or `Group`.
                 * @example User
                 */
                resource_type_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"
                     *       ],
                     *       "patch": {
                     *         "supported": true
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimDocument"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_scim_resource_type_not_found"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    listScimSchemas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 0,
                     *       "itemsPerPage": 0,
                     *       "startIndex": 1,
                     *       "Resources": []
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_org_mismatch_or_password_change_required"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    getScimSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The schema's id, its URN: e.g. `urn:ietf:params:scim:schemas:core:2.0:User`.
                 * @example urn:ietf:params:scim:schemas:core:2.0:User
                 */
                schema_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"
                     *       ],
                     *       "patch": {
                     *         "supported": true
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimDocument"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_scim_schema_not_found"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    getScimServiceProviderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"
                     *       ],
                     *       "patch": {
                     *         "supported": true
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimDocument"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_org_mismatch_or_password_change_required"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    listScimUsers: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
                /** @description RFC 7644 filter. Answered: `userName eq`, `emails.value eq`, `emails[value eq …]`, `externalId eq`, `id eq` (one key lookup each) and `active eq` (an index), combined with `and`; the other attributes and operators of the grammar may follow `and` after one of the lookups. Anything else is 400 `invalidFilter`. */
                filter?: string;
                /** @description 1-based index of the first result (default 1); below 1 is read as 1 (RFC 7644 §3.4.2.4). */
                startIndex?: number;
                /** @description Results per page (default 100); below 0 is read as 0, above 100 as 100 (RFC 7644 §3.4.2.4). */
                count?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:api:messages:2.0:ListResponse"
                     *       ],
                     *       "totalResults": 0,
                     *       "itemsPerPage": 0,
                     *       "startIndex": 1,
                     *       "Resources": []
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimListResponse"];
                };
            };
            400: components["responses"]["scim_scim_invalid_filter_or_scim_invalid_value_or_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    createScimUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:schemas:core:2.0:User"
                 *       ],
                 *       "userName": "lucia.mendez@acme.example",
                 *       "externalId": "00u1abcd2EFGH3ijk4x7",
                 *       "name": {
                 *         "givenName": "Lucía",
                 *         "familyName": "Méndez"
                 *       },
                 *       "emails": [
                 *         {
                 *           "value": "lucia.mendez@acme.example",
                 *           "type": "work",
                 *           "primary": true
                 *         }
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateScimUserBody"];
                "application/scim+json": {
                    /** @description The schema URIs of the body (RFC 7643 §3). */
                    schemas?: string[];
                    /** @description Required: any string, unique case-insensitively with the login emails; the other attributes are those of the ScimUser schema. */
                    userName?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    ETag: components["headers"]["ScimETag"];
                    Location: components["headers"]["ResourceLocation"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"
                     *       ],
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "externalId": "00u1abcd2EFGH3ijk4x7",
                     *       "userName": "ana.torres@acme.example",
                     *       "name": {
                     *         "givenName": "Ana",
                     *         "familyName": "Torres",
                     *         "formatted": "Ana Torres"
                     *       },
                     *       "displayName": "Ana Torres",
                     *       "title": "Account executive",
                     *       "active": true,
                     *       "emails": [
                     *         {
                     *           "value": "ana.torres@acme.example",
                     *           "type": "work",
                     *           "primary": true
                     *         }
                     *       ],
                     *       "groups": [],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "employeeNumber": "E-7"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Users/01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `scim_invalid_value`: SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "scim_invalid_value" | "validation_failed";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "scim_invalid_value" | "validation_failed";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    } & components["schemas"]["ScimError"];
                };
            };
            /**
             * @description `conflict`: The write conflicts with the current state.
             *
             *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `scim_uniqueness`: SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "conflict" | "idempotency_in_progress" | "scim_uniqueness";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "conflict" | "idempotency_in_progress" | "scim_uniqueness";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body. */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused";
                    } & components["schemas"]["ScimError"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    } & components["schemas"]["ScimError"];
                    "application/scim+json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    } & components["schemas"]["ScimError"];
                };
            };
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    getScimUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user (SCIM `id` = the user id of the users API).
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"
                     *       ],
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "externalId": "00u1abcd2EFGH3ijk4x7",
                     *       "userName": "ana.torres@acme.example",
                     *       "name": {
                     *         "givenName": "Ana",
                     *         "familyName": "Torres",
                     *         "formatted": "Ana Torres"
                     *       },
                     *       "displayName": "Ana Torres",
                     *       "title": "Account executive",
                     *       "active": true,
                     *       "emails": [
                     *         {
                     *           "value": "ana.torres@acme.example",
                     *           "type": "work",
                     *           "primary": true
                     *         }
                     *       ],
                     *       "groups": [],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "employeeNumber": "E-7"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Users/01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_user_not_found"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_service_unavailable"];
        };
    };
    replaceScimUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: {
                /** @description The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user (SCIM `id` = the user id of the users API).
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:schemas:core:2.0:User"
                 *       ],
                 *       "userName": "ana.torres.vega@acme.example",
                 *       "name": {
                 *         "givenName": "Ana",
                 *         "familyName": "Torres"
                 *       },
                 *       "emails": [
                 *         {
                 *           "value": "ana.torres.vega@acme.example",
                 *           "type": "work",
                 *           "primary": true
                 *         }
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["ReplaceScimUserBody"];
                "application/scim+json": {
                    /** @description The schema URIs of the body (RFC 7643 §3). */
                    schemas?: string[];
                    /** @description Required: any string, unique case-insensitively with the login emails; the other attributes are those of the ScimUser schema. */
                    userName?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"
                     *       ],
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "externalId": "00u1abcd2EFGH3ijk4x7",
                     *       "userName": "ana.torres@acme.example",
                     *       "name": {
                     *         "givenName": "Ana",
                     *         "familyName": "Torres",
                     *         "formatted": "Ana Torres"
                     *       },
                     *       "displayName": "Ana Torres",
                     *       "title": "Account executive",
                     *       "active": true,
                     *       "emails": [
                     *         {
                     *           "value": "ana.torres@acme.example",
                     *           "type": "work",
                     *           "primary": true
                     *         }
                     *       ],
                     *       "groups": [],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "employeeNumber": "E-7"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Users/01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            400: components["responses"]["scim_invalid_json_or_scim_invalid_value_or_scim_mutability_or_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_user_not_found"];
            409: components["responses"]["scim_conflict_or_last_active_admin_or_scim_uniqueness"];
            412: components["responses"]["scim_version_conflict"];
            413: components["responses"]["scim_payload_too_large"];
            415: components["responses"]["scim_unsupported_media_type"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    deleteScimUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user (SCIM `id` = the user id of the users API).
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1P
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["scim_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_user_not_found"];
            409: components["responses"]["scim_conflict_or_last_active_admin"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    patchScimUser: {
        parameters: {
            query?: {
                /** @description Comma-separated attribute paths to return (plus `id` and `schemas`). */
                attributes?: string;
                /** @description Comma-separated attribute paths to leave out (Entra ID sends `members`). */
                excludedAttributes?: string;
            };
            header?: {
                /** @description The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user (SCIM `id` = the user id of the users API).
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "schemas": [
                 *         "urn:ietf:params:scim:api:messages:2.0:PatchOp"
                 *       ],
                 *       "Operations": [
                 *         {
                 *           "op": "Replace",
                 *           "path": "name.familyName",
                 *           "value": "Torres Vega"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PatchScimUserBody"];
                "application/scim+json": {
                    /** @description The schema URIs of the body (RFC 7643 §3). */
                    schemas?: string[];
                    /** @description The operations, applied in order, all or none. */
                    Operations: ({
                        /** @description `add`, `replace` or `remove` (any case). */
                        op: string;
                        /** @description Attribute path, e.g. `name.familyName`, `emails[type eq "work"].value`; absent: `value` is an object of paths. */
                        path?: string;
                        /** @description The value to add or set. */
                        value?: unknown;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schemas": [
                     *         "urn:ietf:params:scim:schemas:core:2.0:User",
                     *         "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"
                     *       ],
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "externalId": "00u1abcd2EFGH3ijk4x7",
                     *       "userName": "ana.torres@acme.example",
                     *       "name": {
                     *         "givenName": "Ana",
                     *         "familyName": "Torres",
                     *         "formatted": "Ana Torres"
                     *       },
                     *       "displayName": "Ana Torres",
                     *       "title": "Account executive",
                     *       "active": true,
                     *       "emails": [
                     *         {
                     *           "value": "ana.torres@acme.example",
                     *           "type": "work",
                     *           "primary": true
                     *         }
                     *       ],
                     *       "groups": [],
                     *       "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": {
                     *         "department": "Sales",
                     *         "employeeNumber": "E-7"
                     *       },
                     *       "meta": {
                     *         "resourceType": "User",
                     *         "created": "2026-03-02T14:05:09.000Z",
                     *         "lastModified": "2026-03-05T09:41:27.000Z",
                     *         "location": "https://api.example.com/org/acme/scim/v2/Users/01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "version": "W/\"mf3k2a1b\""
                     *       }
                     *     }
                     */
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            400: components["responses"]["scim_invalid_json_or_scim_invalid_path_or_scim_invalid_value_or_scim_mutability_or_scim_no_target_or_validation_failed"];
            401: components["responses"]["scim_expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["scim_forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["scim_user_not_found"];
            409: components["responses"]["scim_conflict_or_last_active_admin_or_scim_uniqueness"];
            412: components["responses"]["scim_version_conflict"];
            413: components["responses"]["scim_payload_too_large"];
            415: components["responses"]["scim_unsupported_media_type"];
            429: components["responses"]["scim_rate_limited"];
            500: components["responses"]["scim_internal_error"];
            503: components["responses"]["scim_contention_or_service_unavailable"];
        };
    };
    listTimeOffBalances: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Only this user's balances. */
                user_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "type": "vacation",
                     *           "available_days": 12.5
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["TimeOffBalance"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    replaceTimeOffBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description Whose balances to set.
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                user_id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vacation": 12.5,
                 *       "permission": 2
                 *     }
                 */
                "application/json": components["schemas"]["ReplaceTimeOffBalancesBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "type": "vacation",
                     *         "available_days": 12.5
                     *       },
                     *       {
                     *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "type": "leave",
                     *         "available_days": 0
                     *       },
                     *       {
                     *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *         "type": "permission",
                     *         "available_days": 2
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["TimeOffBalance"][];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["user_not_found"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listTimeOffRequests: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description `pending` until an administrator approves or rejects it; `cancelled` by its owner or an administrator. */
                status?: "pending" | "approved" | "rejected" | "cancelled";
                /** @description The kind of absence; each has its own balance. */
                type?: "vacation" | "leave" | "permission";
                /** @description Only this user's requests. */
                user_id?: string;
                /** @description Only requests that end on or after this day. */
                from_date?: string;
                /** @description Only requests that start on or before this day. */
                to_date?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                     *           "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "type": "vacation",
                     *           "start_date": "2026-04-06",
                     *           "end_date": "2026-04-10",
                     *           "days": 5,
                     *           "status": "pending",
                     *           "reason": "Family trip",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-02T14:05:09.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["TimeOffRequest"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createTimeOffRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *       "type": "vacation",
                 *       "start_date": "2026-04-06",
                 *       "end_date": "2026-04-10",
                 *       "reason": "Family trip"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTimeOffRequestBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "type": "vacation",
                     *       "start_date": "2026-04-06",
                     *       "end_date": "2026-04-10",
                     *       "days": 5,
                     *       "status": "pending",
                     *       "reason": "Family trip",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-02T14:05:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `user_not_found`: No such user in this organization. */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "user_not_found";
                    };
                };
            };
            /**
             * @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `overlapping_request`: The period overlaps a pending or approved time-off request of the user.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress" | "overlapping_request";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `empty_period`: The requested period contains no weekday.
             *
             *     `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `insufficient_balance`: The time-off balance does not cover the requested days.
             *
             *     `period_too_long`: A time-off request may span at most 92 calendar days; split longer absences.
             *
             *     `user_inactive`: The user is inactive: no new time off can be requested for them.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "empty_period" | "idempotency_key_reused" | "insufficient_balance" | "period_too_long" | "user_inactive";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    getTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The time-off request.
                 * @example 01JD8XD3A0R1S2T3V4W5X6Y7Z8
                 */
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "type": "vacation",
                     *       "start_date": "2026-04-06",
                     *       "end_date": "2026-04-10",
                     *       "days": 5,
                     *       "status": "pending",
                     *       "reason": "Family trip",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-02T14:05:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["request_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The time-off request.
                 * @example 01JD8XD3A0R1S2T3V4W5X6Y7ZC
                 */
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_not_request_owner_or_org_mismatch_or_password_change_required_or_request_not_pending"];
            404: components["responses"]["request_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    approveTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The time-off request.
                 * @example 01JD8XD3A0R1S2T3V4W5X6Y7Z9
                 */
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z9",
                     *       "start_date": "2026-05-04",
                     *       "end_date": "2026-05-08",
                     *       "days": 5,
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "type": "vacation",
                     *       "status": "approved",
                     *       "reason": "Family trip",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z",
                     *       "decided_at": "2026-03-05T09:41:27.000Z",
                     *       "decided_by": "01JD8X5R2T9K4M7N3P6Q8S1V2A"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["request_not_found"];
            409: components["responses"]["invalid_state_transition"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    cancelTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The time-off request.
                 * @example 01JD8XD3A0R1S2T3V4W5X6Y7ZB
                 */
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XD3A0R1S2T3V4W5X6Y7ZB",
                     *       "start_date": "2026-05-18",
                     *       "end_date": "2026-05-22",
                     *       "days": 5,
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "type": "vacation",
                     *       "status": "cancelled",
                     *       "reason": "Family trip",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z",
                     *       "decided_at": "2026-03-05T09:41:27.000Z",
                     *       "decided_by": "01JD8X5R2T9K4M7N3P6Q8S1V2A"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["request_not_found"];
            409: components["responses"]["invalid_state_transition"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    rejectTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The time-off request.
                 * @example 01JD8XD3A0R1S2T3V4W5X6Y7ZA
                 */
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XD3A0R1S2T3V4W5X6Y7ZA",
                     *       "start_date": "2026-05-11",
                     *       "end_date": "2026-05-15",
                     *       "days": 5,
                     *       "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "type": "vacation",
                     *       "status": "rejected",
                     *       "reason": "Family trip",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z",
                     *       "decided_at": "2026-03-05T09:41:27.000Z",
                     *       "decided_by": "01JD8X5R2T9K4M7N3P6Q8S1V2A"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["request_not_found"];
            409: components["responses"]["invalid_state_transition"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
                /** @description Exact email, case-insensitive. */
                email?: string;
                /** @description Only users with this status. */
                status?: "active" | "inactive";
                /** @description Only users with this role. */
                role?: "admin" | "collaborator";
                /** @description Only users of this area. */
                area_id?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *           "email": "ana.torres@acme.example",
                     *           "first_name": "Ana",
                     *           "last_name": "Torres",
                     *           "role": "collaborator",
                     *           "status": "active",
                     *           "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *           "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                     *           "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                     *           "custom_fields": {
                     *             "employee_number": "E-1042"
                     *           },
                     *           "force_change_password": false,
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["User"][];
                    };
                };
            };
            /**
             * @description `invalid_cursor`: The cursor was tampered with, or belongs to another organization, endpoint or filter set.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    Link: components["headers"]["LinkOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_cursor" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    Link: components["headers"]["LinkOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    Link: components["headers"]["LinkOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    Link: components["headers"]["LinkOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            /** @description `internal_error`: Unexpected failure. Nothing internal is disclosed; quote `request_id` to support. */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    Link: components["headers"]["LinkOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "internal_error";
                    };
                };
            };
            /** @description `service_unavailable`: A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key). */
            503: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    Deprecation: components["headers"]["DeprecationOnError"];
                    Link: components["headers"]["LinkOnError"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "service_unavailable";
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "marco.rossi@acme.example",
                 *       "first_name": "Marco",
                 *       "last_name": "Rossi",
                 *       "role": "collaborator",
                 *       "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                 *       "password": "correct horse battery",
                 *       "force_change_password": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateUserBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "email": "ana.torres@acme.example",
                     *       "first_name": "Ana",
                     *       "last_name": "Torres",
                     *       "role": "collaborator",
                     *       "status": "active",
                     *       "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *       "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                     *       "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                     *       "custom_fields": {
                     *         "employee_number": "E-1042"
                     *       },
                     *       "force_change_password": false,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /**
             * @description `email_taken`: Another user of the organization has this email (case-insensitive).
             *
             *     `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "email_taken" | "idempotency_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_reference`: A referenced id (area, headquarter, position, course…) does not exist.
             *
             *     `weak_password`: The password is not 10..128 characters long.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_reference" | "weak_password";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user's id, or `me` for the user behind the session.
                 * @example me
                 */
                id: string | "me";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "email": "ana.torres@acme.example",
                     *       "first_name": "Ana",
                     *       "last_name": "Torres",
                     *       "role": "collaborator",
                     *       "status": "active",
                     *       "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *       "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                     *       "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                     *       "custom_fields": {
                     *         "employee_number": "E-1042"
                     *       },
                     *       "force_change_password": false,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["user_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    setUserCustomFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user whose values to set.
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "custom_fields": {
                 *         "shirt_size": "M",
                 *         "employee_number": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SetUserCustomFieldsBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "custom_fields": {
                     *         "employee_number": "E-1042",
                     *         "shirt_size": "M"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserCustomFields"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["user_not_found"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            422: components["responses"]["invalid_custom_fields"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    setUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The user.
                 * @example 01JD8X6B3C4D5E6F7G8H9J0K1M
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "a new long passphrase",
                 *       "force_change_password": true
                 *     }
                 */
                "application/json": components["schemas"]["SetUserPasswordBody"];
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["user_not_found"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            422: components["responses"]["weak_password"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "correct horse battery",
                 *       "new_password": "a new long passphrase"
                 *     }
                 */
                "application/json": components["schemas"]["ChangeOwnPasswordBody"];
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch"];
            404: components["responses"]["user_not_found"];
            409: components["responses"]["conflict"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            422: components["responses"]["password_reused_or_weak_password"];
            429: components["responses"]["rate_limited_or_too_many_attempts"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *       "last_name": "Torres Vega",
                 *       "position_id": null
                 *     }
                 */
                "application/json": components["schemas"]["UpdateUserBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                     *       "email": "ana.torres@acme.example",
                     *       "first_name": "Ana",
                     *       "last_name": "Torres",
                     *       "role": "collaborator",
                     *       "status": "active",
                     *       "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                     *       "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                     *       "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                     *       "custom_fields": {
                     *         "employee_number": "E-1042"
                     *       },
                     *       "force_change_password": false,
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["user_not_found"];
            409: components["responses"]["conflict_or_email_taken"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            422: components["responses"]["invalid_reference"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *           "url": "https://hooks.acme.example/learning-people",
                     *           "events": [
                     *             "user.created",
                     *             "timeoff.request.approved"
                     *           ],
                     *           "description": "HRIS sync",
                     *           "status": "enabled",
                     *           "created_at": "2026-03-02T14:05:09.000Z",
                     *           "updated_at": "2026-03-05T09:41:27.000Z"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["Webhook"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.acme.example/learning-people",
                 *       "events": [
                 *         "user.created",
                 *         "timeoff.request.approved"
                 *       ],
                 *       "description": "HRIS sync"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *       "url": "https://hooks.acme.example/learning-people",
                     *       "events": [
                     *         "user.created",
                     *         "timeoff.request.approved"
                     *       ],
                     *       "description": "HRIS sync",
                     *       "status": "enabled",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-02T14:05:09.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA="
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /**
             * @description `invalid_json`: The body is not readable JSON.
             *
             *     `validation_failed`: The request does not match the schema; `details` lists each issue.
             */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "invalid_json" | "validation_failed";
                    };
                };
            };
            /**
             * @description `expired_credentials`: The session token has expired.
             *
             *     `invalid_credentials`: Malformed, unknown or revoked credential; wrong email or password.
             *
             *     `missing_credentials`: No `Authorization: Bearer` header.
             */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "expired_credentials" | "invalid_credentials" | "missing_credentials";
                    };
                };
            };
            /**
             * @description `forbidden`: The credential is valid but its role may not call this operation.
             *
             *     `org_mismatch`: The credential belongs to another organization than the path's.
             *
             *     `password_change_required`: The session belongs to a user who must change the password first.
             */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "forbidden" | "org_mismatch" | "password_change_required";
                    };
                };
            };
            /**
             * @description `idempotency_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `webhook_limit_reached`: The organization already has 20 webhook subscriptions, the most it may have; delete one to add another.
             */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_in_progress" | "webhook_limit_reached";
                    };
                };
            };
            /** @description `payload_too_large`: The body is larger than 256 KiB. */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: The body is not `application/json`. */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "unsupported_media_type";
                    };
                };
            };
            /**
             * @description `idempotency_key_reused`: The Idempotency-Key was used with a different request body.
             *
             *     `invalid_webhook_url`: The webhook URL is not https, or it resolves to a private, loopback, link-local or metadata address.
             */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "idempotency_key_reused" | "invalid_webhook_url";
                    };
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the `Retry-After` seconds. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /**
                         * @description The codes this operation answers with this status.
                         * @enum {unknown}
                         */
                        code: "rate_limited";
                    };
                };
            };
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *       "url": "https://hooks.acme.example/learning-people",
                     *       "events": [
                     *         "user.created",
                     *         "timeoff.request.approved"
                     *       ],
                     *       "description": "HRIS sync",
                     *       "status": "enabled",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["webhook_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B2
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["webhook_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set. */
                page_size?: number;
                /** @description Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "id": "01JD8XG6D3V4W5X6Y7Z8A9B0C1",
                     *           "event_id": "msg_01JD8XG6D3V4W5X6Y7Z8A9B0C0",
                     *           "event_type": "webhook.test",
                     *           "attempt": 2,
                     *           "status": "failed",
                     *           "status_code": 503,
                     *           "duration_ms": 212,
                     *           "error": "the receiver answered 503",
                     *           "attempted_at": "2026-03-05T09:41:27.000Z",
                     *           "next_retry_at": "2026-03-05T09:46:27.000Z",
                     *           "request_id": "c6a1f3d2-7b4e-4f8a-9d0c-2e5b8a7f1c34"
                     *         }
                     *       ],
                     *       "next": null,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["Page"] & {
                        /** @description The items of this page. */
                        results: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            400: components["responses"]["invalid_cursor_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["webhook_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["service_unavailable"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
                 */
                webhook_id: string;
                /**
                 * @description A delivery attempt of its log (`id` of a WebhookDelivery).
                 * @example 01JD8XG6D3V4W5X6Y7Z8A9B0C1
                 */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_01JD8XG6D3V4W5X6Y7Z8A9B0C0",
                     *       "type": "webhook.test",
                     *       "timestamp": "2026-03-05T09:41:27.000Z",
                     *       "data": {
                     *         "webhook_id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *         "message": "This is a test event: the subscription receives and verifies events."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEvent"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["delivery_not_found_or_webhook_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *       "url": "https://hooks.acme.example/learning-people",
                     *       "events": [
                     *         "user.created",
                     *         "timeoff.request.approved"
                     *       ],
                     *       "description": "HRIS sync",
                     *       "status": "enabled",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA="
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["webhook_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_01JD8XG6D3V4W5X6Y7Z8A9B0C0",
                     *       "type": "webhook.test",
                     *       "timestamp": "2026-03-05T09:41:27.000Z",
                     *       "data": {
                     *         "webhook_id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *         "message": "This is a test event: the subscription receives and verifies events."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEvent"];
                };
            };
            400: components["responses"]["validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["webhook_not_found"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The organization, by its slug (lower-case letters, digits and hyphens).
                 * @example acme
                 */
                slug: string;
                /**
                 * @description The webhook subscription.
                 * @example 01JD8XF5C2T3V4W5X6Y7Z8A9B0
                 */
                webhook_id: string;
            };
            cookie?: never;
        };
        /** @description JSON. Unknown fields are refused with 400 `validation_failed`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "status": "enabled"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                     *       "url": "https://hooks.acme.example/learning-people",
                     *       "events": [
                     *         "*"
                     *       ],
                     *       "description": "HRIS sync",
                     *       "status": "enabled",
                     *       "created_at": "2026-03-02T14:05:09.000Z",
                     *       "updated_at": "2026-03-05T09:41:27.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["invalid_json_or_validation_failed"];
            401: components["responses"]["expired_credentials_or_invalid_credentials_or_missing_credentials"];
            403: components["responses"]["forbidden_or_org_mismatch_or_password_change_required"];
            404: components["responses"]["webhook_not_found"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            422: components["responses"]["invalid_webhook_url"];
            429: components["responses"]["rate_limited"];
            500: components["responses"]["internal_error"];
            503: components["responses"]["contention_or_service_unavailable"];
        };
    };
    userCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_CCKN61808TE8ZVRDKVZHXMDN2P
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772460310
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,0sx3VUhWPUJXdhuPwyMIkZSBnKt6IiVlhhPD75xpfvo=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user.created",
                 *       "timestamp": "2026-03-02T14:05:09.000Z",
                 *       "data": {
                 *         "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "email": "ana.torres@acme.example",
                 *         "first_name": "Ana",
                 *         "last_name": "Torres",
                 *         "role": "collaborator",
                 *         "status": "active",
                 *         "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                 *         "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                 *         "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                 *         "custom_fields": {
                 *           "employee_number": "E-1042"
                 *         },
                 *         "force_change_password": false,
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-02T14:05:09.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "user.created";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["User"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_J4V7039E7C5F71GJXZSZBPV6DM
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,gZbujeB4bPhXsMZDIF8HSzPvQ39/wEHjRyafgEnokhs=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user.updated",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "email": "ana.torres@acme.example",
                 *         "first_name": "Ana",
                 *         "last_name": "Torres Vega",
                 *         "role": "collaborator",
                 *         "status": "active",
                 *         "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                 *         "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                 *         "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                 *         "custom_fields": {
                 *           "employee_number": "E-1042"
                 *         },
                 *         "force_change_password": false,
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "user.updated";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["User"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    userDeactivatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_SAZHVQCNE8GB2YM7BGCM2T134B
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,prOaD5sGIZt2jplzpDiWqS2WJnaa8BlRQbmuxrp0OQA=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "user.deactivated",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "email": "ana.torres@acme.example",
                 *         "first_name": "Ana",
                 *         "last_name": "Torres",
                 *         "role": "collaborator",
                 *         "status": "inactive",
                 *         "area_id": "01JD8X7A1B2C3D4E5F6G7H8J9K",
                 *         "headquarter_id": "01JD8X7H2J3K4M5N6P7Q8R9S0T",
                 *         "position_id": "01JD8X7P3Q4R5S6T7V8W9X0Y1Z",
                 *         "custom_fields": {
                 *           "employee_number": "E-1042"
                 *         },
                 *         "force_change_password": false,
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "user.deactivated";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["User"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    enrollmentCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_QJF3X5YJXE0H97F6WZQD89DHE9
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772460310
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,7dxgLeUetp4uKdmjpYDKudpl7TuyarDFVEGBtouFBpI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "enrollment.created",
                 *       "timestamp": "2026-03-02T14:05:09.000Z",
                 *       "data": {
                 *         "id": "VY7BN63FF09R804P0AFA2GX28R",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "content_type": "course",
                 *         "content_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                 *         "enrolled_at": "2026-03-02T14:05:09.000Z",
                 *         "due_date": "2026-03-31",
                 *         "status": "not_started",
                 *         "progress": 0,
                 *         "source": {
                 *           "type": "assignment"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "enrollment.created";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Enrollment"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    enrollmentCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_1XMDKT2BN0JKWV0HRXZPTDTTEP
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,J2GdFuyjvMDE2K7fCwZLJXiB8UMlakKmp4CAOhWPXV4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "enrollment.completed",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "VY7BN63FF09R804P0AFA2GX28R",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "content_type": "course",
                 *         "content_id": "01JD8XA07N8P9Q0R1S2T3V4W5X",
                 *         "enrolled_at": "2026-03-02T14:05:09.000Z",
                 *         "due_date": "2026-03-31",
                 *         "status": "completed",
                 *         "progress": 100,
                 *         "source": {
                 *           "type": "assignment"
                 *         },
                 *         "completed_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "enrollment.completed";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Enrollment"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    timeoffRequestCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_EKTN9GYVD6QSTT4SKMHA73NAR6
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772460310
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,Gab6ByivX/dB+TOYSm/KETOSSZcomhrxzBDJ9a852yA=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "timeoff.request.created",
                 *       "timestamp": "2026-03-02T14:05:09.000Z",
                 *       "data": {
                 *         "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "type": "vacation",
                 *         "start_date": "2026-04-06",
                 *         "end_date": "2026-04-10",
                 *         "days": 5,
                 *         "status": "pending",
                 *         "reason": "Family trip",
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-02T14:05:09.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "timeoff.request.created";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    timeoffRequestApprovedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_WKR4B0EPETARQT6WV389B4K06H
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,WjBaXda6rn8GIt3aUGN81cj7EszDi7DWLdw9VVO7HxQ=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "timeoff.request.approved",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "type": "vacation",
                 *         "start_date": "2026-04-06",
                 *         "end_date": "2026-04-10",
                 *         "days": 5,
                 *         "status": "approved",
                 *         "reason": "Family trip",
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "timeoff.request.approved";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    timeoffRequestRejectedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_2EXVCTZNDD49X0W22XRJGNMH6H
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,Cu0aE2u0EaI4bErbwiDXIkWiF5NgmmlxJ9LBtBZ2Zsw=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "timeoff.request.rejected",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "type": "vacation",
                 *         "start_date": "2026-04-06",
                 *         "end_date": "2026-04-10",
                 *         "days": 5,
                 *         "status": "rejected",
                 *         "reason": "Family trip",
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "timeoff.request.rejected";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    timeoffRequestCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_VY7FWQ22PQCND4HQND1AZR145V
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,EcrWtEpGyrX+QoTdDbErHzobJtBdUHbQ6SSC5EBQ0Y0=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "timeoff.request.cancelled",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "type": "vacation",
                 *         "start_date": "2026-04-06",
                 *         "end_date": "2026-04-10",
                 *         "days": 5,
                 *         "status": "cancelled",
                 *         "reason": "Family trip",
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "timeoff.request.cancelled";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    timeoffRequestDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_VX812YVDS1JD615Y7GP0VGDVGT
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,xr+1yDSLdYQvcNq84C70EMiNeEctjUaaCD8Nb7GfAiI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "timeoff.request.deleted",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8XD3A0R1S2T3V4W5X6Y7Z8",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "type": "vacation",
                 *         "start_date": "2026-04-06",
                 *         "end_date": "2026-04-10",
                 *         "days": 5,
                 *         "status": "pending",
                 *         "reason": "Family trip",
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-02T14:05:09.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "timeoff.request.deleted";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["TimeOffRequest"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    attendanceMarkCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_WGJHMYKCS9CDBXGYQ8XS81WMW4
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772459881
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,sfTvDb+vsELG2Z3Bvdh6fI30h20pZZUhdYGTxlHW/Kg=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "attendance.mark.created",
                 *       "timestamp": "2026-03-02T13:58:00.000Z",
                 *       "data": {
                 *         "id": "01JD8XE4B1S2T3V4W5X6Y7Z8A9",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "at": "2026-03-02T08:58:00-05:00",
                 *         "kind": "in",
                 *         "source": "kiosk-lobby"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "attendance.mark.created";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Mark"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_WMTNP01XBWSWF41WQ3PF261VQ8
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,0yd3kWyh+IFU7Clzo4TIU25teRwwc6PIPvL+qzrsZ+c=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "webhook_id": "01JD8XF5C2T3V4W5X6Y7Z8A9B0",
                 *         "message": "This is a test event: the subscription receives and verifies events."
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "webhook.test";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["WebhookTestData"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisabledEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_Y56H3PHV65G67GZ9N05PHSNDCJ
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,zimRKm6sPHSJfPKHkSJsoErxYVM7T5KjbVje8U32s5w=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.disabled",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8XF5C2T3V4W5X6Y7Z8A9B1",
                 *         "url": "https://old-hooks.acme.example/events",
                 *         "events": [
                 *           "*"
                 *         ],
                 *         "description": "Former HRIS endpoint",
                 *         "status": "disabled",
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "webhook.disabled";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Webhook"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_ABTRWBA07MKMFBRZ6F732YHK3Z
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772460310
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,XCYCjDP9troWX4teP/WT9OLkbHs3+7n1aXDJ42TPxIY=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "group.created",
                 *       "timestamp": "2026-03-02T14:05:09.000Z",
                 *       "data": {
                 *         "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                 *         "name": "Engineering",
                 *         "external_id": "okta-00g1engineering",
                 *         "member_count": 0,
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-02T14:05:09.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "group.created";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Group"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_B4MVWHFK12V6MR7DEAPGBHR35Q
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,7xJE+WOhXCQVqa3RQphmSw86Hs6DDF2koCI/A36KJ4U=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "group.updated",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                 *         "name": "Platform engineering",
                 *         "external_id": "okta-00g1engineering",
                 *         "member_count": 2,
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "group.updated";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Group"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_YDPFXH4R7C2S2F0F2G1V0D75DF
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,vZXrM6tAsJPYb89V9PvrUXNuVaXkOi94ELu03iGi1Iw=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "group.deleted",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                 *         "name": "Engineering",
                 *         "external_id": "okta-00g1engineering",
                 *         "member_count": 2,
                 *         "created_at": "2026-03-02T14:05:09.000Z",
                 *         "updated_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "group.deleted";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["Group"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberAddedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_S0VX2ZVWRFJXNT1S1YR28EQSEW
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,iNBLBxZq9RvQf7flwFSbOrOUUNxREH/Au19IDNmQvmU=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "group.member_added",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "group_id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "added_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "group.member_added";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["GroupMembership"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    groupMemberRemovedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.
                 * @example msg_FTA9PAXPZ34F5Y4THW6H1EVADP
                 */
                "webhook-id": string;
                /**
                 * @description When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.
                 * @example 1772703688
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.
                 * @example v1,x6hd3p7ABTLf15MJN9eRHddS+zw64TJi51b9+rPXqc8=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "group.member_removed",
                 *       "timestamp": "2026-03-05T09:41:27.000Z",
                 *       "data": {
                 *         "group_id": "01JD8X7G5H6J7K8M9N0P1Q2R4A",
                 *         "user_id": "01JD8X6B3C4D5E6F7G8H9J0K1M",
                 *         "added_at": "2026-03-05T09:41:27.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The event type.
                     * @constant
                     */
                    type: "group.member_removed";
                    /**
                     * Format: date-time
                     * @description When the change happened (UTC).
                     */
                    timestamp: string;
                    /** @description What the event is about, as the API returns it (see the description: a deleted request as it was). */
                    data: components["schemas"]["GroupMembership"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. The body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

/** The named schemas of the document, by name. */
export type ApiKey = components['schemas']['ApiKey'];
export type Area = components['schemas']['Area'];
export type AssignCourseBody = components['schemas']['AssignCourseBody'];
export type AssignResult = components['schemas']['AssignResult'];
export type AssignTrackBody = components['schemas']['AssignTrackBody'];
export type AttendanceAbsenceRow = components['schemas']['AttendanceAbsenceRow'];
export type AttendanceDailyRow = components['schemas']['AttendanceDailyRow'];
export type AttendanceMarkRow = components['schemas']['AttendanceMarkRow'];
export type AttendanceSummaryRow = components['schemas']['AttendanceSummaryRow'];
export type ChangeOwnPasswordBody = components['schemas']['ChangeOwnPasswordBody'];
export type Changelog = components['schemas']['Changelog'];
export type ChangelogEntry = components['schemas']['ChangelogEntry'];
export type ChangelogOperation = components['schemas']['ChangelogOperation'];
export type Course = components['schemas']['Course'];
export type CourseReportRow = components['schemas']['CourseReportRow'];
export type CreateApiKeyBody = components['schemas']['CreateApiKeyBody'];
export type CreateAreaBody = components['schemas']['CreateAreaBody'];
export type CreateAttendanceMarkBody = components['schemas']['CreateAttendanceMarkBody'];
export type CreateCourseBody = components['schemas']['CreateCourseBody'];
export type CreateCustomFieldBody = components['schemas']['CreateCustomFieldBody'];
export type CreateEnrollmentRuleBody = components['schemas']['CreateEnrollmentRuleBody'];
export type CreateGroupBody = components['schemas']['CreateGroupBody'];
export type CreateHeadquarterBody = components['schemas']['CreateHeadquarterBody'];
export type CreatePositionBody = components['schemas']['CreatePositionBody'];
export type CreatePositionCategoryBody = components['schemas']['CreatePositionCategoryBody'];
export type CreateScimGroupBody = components['schemas']['CreateScimGroupBody'];
export type CreateScimUserBody = components['schemas']['CreateScimUserBody'];
export type CreateTimeOffRequestBody = components['schemas']['CreateTimeOffRequestBody'];
export type CreateTrackBody = components['schemas']['CreateTrackBody'];
export type CreateUserBody = components['schemas']['CreateUserBody'];
export type CreateWebhookBody = components['schemas']['CreateWebhookBody'];
export type CreatedApiKey = components['schemas']['CreatedApiKey'];
export type CreatedWebhook = components['schemas']['CreatedWebhook'];
export type CustomField = components['schemas']['CustomField'];
export type Enrollment = components['schemas']['Enrollment'];
export type EnrollmentRule = components['schemas']['EnrollmentRule'];
export type EnrollmentRuleCreated = components['schemas']['EnrollmentRuleCreated'];
export type EnrollmentRuleResult = components['schemas']['EnrollmentRuleResult'];
export type EnrollmentSource = components['schemas']['EnrollmentSource'];
export type GeneralReportRow = components['schemas']['GeneralReportRow'];
export type Group = components['schemas']['Group'];
export type GroupMember = components['schemas']['GroupMember'];
export type GroupMembership = components['schemas']['GroupMembership'];
export type Headquarter = components['schemas']['Headquarter'];
export type Job = components['schemas']['Job'];
export type LoginBody = components['schemas']['LoginBody'];
export type LoginSession = components['schemas']['LoginSession'];
export type Mark = components['schemas']['Mark'];
export type OpenApiDocument = components['schemas']['OpenApiDocument'];
export type Page = components['schemas']['Page'];
export type PatchScimGroupBody = components['schemas']['PatchScimGroupBody'];
export type PatchScimUserBody = components['schemas']['PatchScimUserBody'];
export type Position = components['schemas']['Position'];
export type PositionCategory = components['schemas']['PositionCategory'];
export type ReplacePositionCategoryBody = components['schemas']['ReplacePositionCategoryBody'];
export type ReplaceScimGroupBody = components['schemas']['ReplaceScimGroupBody'];
export type ReplaceScimUserBody = components['schemas']['ReplaceScimUserBody'];
export type ReplaceTimeOffBalancesBody = components['schemas']['ReplaceTimeOffBalancesBody'];
export type ReportContent = components['schemas']['ReportContent'];
export type ReportEnrollmentProgressBody = components['schemas']['ReportEnrollmentProgressBody'];
export type ReportUser = components['schemas']['ReportUser'];
export type ScimDocument = components['schemas']['ScimDocument'];
export type ScimError = components['schemas']['ScimError'];
export type ScimGroup = components['schemas']['ScimGroup'];
export type ScimListResponse = components['schemas']['ScimListResponse'];
export type ScimUser = components['schemas']['ScimUser'];
export type SetUserCustomFieldsBody = components['schemas']['SetUserCustomFieldsBody'];
export type SetUserPasswordBody = components['schemas']['SetUserPasswordBody'];
export type TimeOffBalance = components['schemas']['TimeOffBalance'];
export type TimeOffRequest = components['schemas']['TimeOffRequest'];
export type Track = components['schemas']['Track'];
export type TrackReportRow = components['schemas']['TrackReportRow'];
export type UpdateGroupBody = components['schemas']['UpdateGroupBody'];
export type UpdateUserBody = components['schemas']['UpdateUserBody'];
export type UpdateWebhookBody = components['schemas']['UpdateWebhookBody'];
export type User = components['schemas']['User'];
export type UserCustomFields = components['schemas']['UserCustomFields'];
export type UserReportRow = components['schemas']['UserReportRow'];
export type Webhook = components['schemas']['Webhook'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEvent = components['schemas']['WebhookEvent'];
export type WebhookTestData = components['schemas']['WebhookTestData'];
