import { Suspense } from "react";
import { useIntl } from "react-intl";
import { Outlet } from "react-router-dom";
import { ProfileHeader } from "../../features/account/ProfileHeader";
import { ProfileTabs } from "../../features/account/ProfileTabs";
import { useRouteAccount } from "../../features/account/useAccountFromRoute";
import { SearchBox } from "../../features/search/SearchBox";
import { lazyScreen } from "../lazyScreen";
import { useMinWidth } from "../useMediaQuery";
import { TwoColumns, Main, Side, sideLabels } from "./ThreeColumnLayout";

const ProfileInfoPanel = lazyScreen(() =>
  import(
    /* webpackChunkName: "profile-info-panel" */ "../../features/account/ProfileInfoPanel"
  ).then((m) => m.ProfileInfoPanel),
);

/**
 * The profile layout (spec 01 section 2): header card, tabs derived from the
 * path, then the tab's screen; the profile info panel beside it on wide
 * screens and under the header on narrow ones.
 */
export function ProfileLayout() {
  const account = useRouteAccount();
  const isLg = useMinWidth("lg");
  const intl = useIntl();
  const panel = account ? (
    <Suspense fallback={null}>
      <ProfileInfoPanel accountId={account.id} />
    </Suspense>
  ) : null;
  return (
    <TwoColumns data-lg={isLg || undefined}>
      <Main id="main" tabIndex={-1}>
        <ProfileHeader />
        {!isLg && panel}
        <ProfileTabs />
        <Outlet />
      </Main>
      {isLg && (
        <Side as="aside" aria-label={intl.formatMessage(sideLabels.sidebar)}>
          <SearchBox />
          {panel}
        </Side>
      )}
    </TwoColumns>
  );
}
