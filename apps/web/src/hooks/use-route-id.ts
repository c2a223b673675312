import { useParams } from 'react-router-dom';

/** The route's `:id` as a positive integer, or null when the address holds anything else. */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
