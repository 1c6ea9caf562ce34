import { Suspense } from "react";
import { lazyComponent } from "../components/lazyComponent";
import { selectIsStaff } from "../store/admin/selectors";
import { useAppSelector } from "../store/hooks";

/*
 * The staff's parts of the account menu (issue 16): the count of what waits
 * in the staff console, on the toggle, and the link to it, in the menu. Part
 * of the members' top-bar chunk, so visitors load no staff code; the parts
 * themselves are a chunk of their own that members who are not staff never
 * load.
 */

const AdminMenuBadge = lazyComponent(() =>
  import(
    /* webpackChunkName: "admin-menu" */ "../features/admin/AdminMenuEntry"
  ).then((m) => m.AdminMenuBadge),
);
const AdminMenuLink = lazyComponent(() =>
  import(
    /* webpackChunkName: "admin-menu" */ "../features/admin/AdminMenuEntry"
  ).then((m) => m.AdminMenuLink),
);

export function StaffBadge() {
  const isStaff = useAppSelector(selectIsStaff);
  return isStaff ? (
    <Suspense fallback={null}>
      <AdminMenuBadge />
    </Suspense>
  ) : null;
}

export function StaffMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const isStaff = useAppSelector(selectIsStaff);
  return isStaff ? (
    <Suspense fallback={null}>
      <AdminMenuLink onNavigate={onNavigate} />
    </Suspense>
  ) : null;
}
