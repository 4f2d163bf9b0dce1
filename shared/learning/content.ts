import { ApiError, found } from '../errors/api-error';
import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import { existingCatalogIds, listCatalogPage, putNewCatalogItem } from '../organization/catalog-store';
import { CONTENT_CATALOG, getContentItem } from './content-store';
import type { CourseT, TrackT } from './schemas';

/** Courses and tracks (api.md "Learning content"): catalogue collections, immutable once created. */

export async function createCourse(slug: string, input: { title: string; duration_minutes?: number }, now = new Date()): Promise<CourseT> {
  const course: CourseT = { id: newId(now.getTime()), title: input.title, created_at: now.toISOString() };
  if (input.duration_minutes !== undefined) course.duration_minutes = input.duration_minutes;
  await putNewCatalogItem(slug, CONTENT_CATALOG.course, course);
  return course;
}

export const listCourses = (slug: string, page: PageRequest): Promise<Page<CourseT>> =>
  listCatalogPage(slug, CONTENT_CATALOG.course, page);

/** A track names its courses in order; every one must exist (422 `invalid_reference`, one detail per missing id). */
export async function createTrack(slug: string, input: { title: string; course_ids: string[] }, now = new Date()): Promise<TrackT> {
  const found = await existingCatalogIds(slug, CONTENT_CATALOG.course, input.course_ids);
  const missing = input.course_ids
    .map((id, i) => ({ id, i }))
    .filter(({ id }) => !found.has(id))
    .map(({ i }) => ({ path: `course_ids.${i}`, issue: 'no course with this id' }));
  if (missing.length) throw new ApiError('invalid_reference', 'A referenced course does not exist.', missing);
  const track: TrackT = { id: newId(now.getTime()), title: input.title, course_ids: input.course_ids, created_at: now.toISOString() };
  await putNewCatalogItem(slug, CONTENT_CATALOG.track, track);
  return track;
}

export const listTracks = (slug: string, page: PageRequest): Promise<Page<TrackT>> =>
  listCatalogPage(slug, CONTENT_CATALOG.track, page);

export const requireCourse = async (slug: string, id: string): Promise<CourseT> => found(await getContentItem(slug, 'course', id), 'course_not_found', 'No such course.');

export const requireTrack = async (slug: string, id: string): Promise<TrackT> => found(await getContentItem(slug, 'track', id), 'track_not_found', 'No such track.');
