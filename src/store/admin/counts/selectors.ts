import type { RootState } from "../../rootReducer";
import { injectedAdminCounts } from "./slice";
import type { QueueCount } from "./thunks";

const sizeOf = (count: QueueCount | null) =>
  count ? (count.total ?? count.ids.length) : 0;

/** What waits for the viewer's attention: open reports plus pending sign-ups. */
export function selectStaffCount(state: RootState): number {
  const { reports, signUps } = injectedAdminCounts.selectSlice(state);
  return sizeOf(reports) + sizeOf(signUps);
}

/** More wait than counted: a full first page on a server that does not count. */
export function selectStaffCountHasMore(state: RootState): boolean {
  const { reports, signUps } = injectedAdminCounts.selectSlice(state);
  return Boolean(reports?.more) || Boolean(signUps?.more);
}

/** Open reports, for the nav; null until read. */
export function selectOpenReportCount(state: RootState): number | null {
  const { reports } = injectedAdminCounts.selectSlice(state);
  return reports && sizeOf(reports);
}

/** Pending sign-ups, for the nav; null until read (or not the viewer's to see). */
export function selectPendingSignUpCount(state: RootState): number | null {
  const { signUps } = injectedAdminCounts.selectSlice(state);
  return signUps && sizeOf(signUps);
}
