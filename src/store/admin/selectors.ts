import { createSelector } from "@reduxjs/toolkit";
import {
  ADMIN_SECTIONS,
  staffRole,
  type AdminSection,
  type StaffRole,
} from "../../api/staffRole";
import type { RootState } from "../rootReducer";

/**
 * Who the viewer is in the staff console (issue 16, "Who sees it"): read
 * from the signed-in account's flags, the staff role verify_credentials
 * carries (`session.staff`) and the server's feature gates, so it is known
 * as soon as the session is, without loading any console code. Shared by
 * every section of the console and the account menu.
 */

const NOT_STAFF: StaffRole = { kind: null, sections: [] };

const selectOwnFlags = (state: RootState) => {
  const me = state.session.me;
  return me === null ? undefined : state.accounts.byId[me];
};

export const selectStaffRole = createSelector(
  [
    selectOwnFlags,
    (state: RootState) => state.session.staff,
    (state: RootState) => state.instance.features,
  ],
  (account, staff, features): StaffRole => {
    if (!account || !staff) return NOT_STAFF;
    return staffRole(
      {
        role: staff.role,
        privileges: staff.privileges,
        is_admin: account.is_admin,
        is_moderator: account.is_moderator,
      },
      features,
    );
  },
);

/** Whether the viewer is staff of a server whose admin API the console reads. */
export const selectIsStaff = (state: RootState): boolean =>
  selectStaffRole(state).kind !== null;

/** Whether the viewer's role may use `section` and the server has its API. */
export const selectMayUseSection = (
  state: RootState,
  section: AdminSection,
): boolean => selectStaffRole(state).sections.includes(section);

/** Whether the server has an API for `section` the console reads, whatever the viewer's role. */
export const selectServesSection = (
  state: RootState,
  section: AdminSection,
): boolean =>
  ADMIN_SECTIONS[section].features.some(
    (feature) => state.instance.features[feature],
  );

/** The server the admin endpoint functions take (family and version). */
export const selectAdminServer = (state: RootState) => state.instance.server;

/**
 * Pleroma 2.5's privileges of the viewer's staff groups, for what a role
 * may do inside a section (suspend, tag, delete posts); null where the
 * server does not say, and for other families.
 */
export const selectStaffPrivileges = (state: RootState) =>
  state.session.staff?.privileges ?? null;
