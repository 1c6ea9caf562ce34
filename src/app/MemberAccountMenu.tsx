import { Suspense } from "react";
import { lazyComponent } from "../components/lazyComponent";
import { AccountMenu } from "../features/auth/AccountMenu";
import { selectIsStaff } from "../store/admin/selectors";
import { useAppSelector } from "../store/hooks";

// The staff's badge and link are a chunk of their own: members who are not
// staff never load them.
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

/**
 * A member's account menu: for staff (issue 16) with the count of what
 * waits in the staff console on the toggle and a link to it in the menu.
 * Part of the members' top-bar chunk, so visitors load no staff code.
 */
export function MemberAccountMenu() {
  const isStaff = useAppSelector(selectIsStaff);
  if (!isStaff) return <AccountMenu />;
  return (
    <AccountMenu
      badge={
        <Suspense fallback={null}>
          <AdminMenuBadge />
        </Suspense>
      }
      ExtraItems={StaffItems}
    />
  );
}

function StaffItems({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Suspense fallback={null}>
      <AdminMenuLink onNavigate={onNavigate} />
    </Suspense>
  );
}
