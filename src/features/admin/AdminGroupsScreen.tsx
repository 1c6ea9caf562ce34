import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore";
import { Tabs } from "../../components/Tabs";
import type { AdminGroupStatus } from "../../api/endpoints/adminGroups";
import { selectAdminGroups } from "../../store/admin/groups/slice";
import {
  fetchAdminGroups,
  fetchMoreAdminGroups,
} from "../../store/admin/groups/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { AdminGroupRow } from "./AdminGroupRow";
import { sectionNames } from "./adminSections";
import { groupsMessages as m } from "./groupsMessages";
import { registerSectionActions } from "./sectionActions";
import { Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionScreen } from "./SectionScreen";
import { SectionSearch } from "./SectionSearch";
import { useLoadMore } from "./useLoadMore";

registerSectionActions();

/**
 * `/admin/groups` (gate `adminGroups`): the server's groups, active or
 * suspended (`?status=suspended`), found by name (`?name=`), each suspended
 * or brought back and deleted in place.
 */
export function AdminGroupsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status: AdminGroupStatus =
    params.get("status") === "suspended" ? "suspended" : "active";
  const name = params.get("name") ?? "";
  const request = useRequest(fetchAdminGroups, {
    status,
    display_name: name,
  });
  const { groups } = useAppSelector(selectAdminGroups);
  const more = useLoadMore(fetchMoreAdminGroups);
  const search = (typed: string) => {
    const next = new URLSearchParams(params);
    if (typed) next.set("name", typed);
    else next.delete("name");
    setParams(next);
  };
  const title = intl.formatMessage(sectionNames.groups);
  const tab = (id: AdminGroupStatus) => ({
    id,
    label: intl.formatMessage(m[id]),
    to: `${paths.admin("groups")}${id === "suspended" ? "?status=suspended" : ""}`,
  });
  return (
    <SectionScreen
      title={title}
      refusal={{ section: "adminGroups", what: m.forbidden }}
    >
      <Tabs
        items={[tab("active"), tab("suspended")]}
        activeId={status}
        label={intl.formatMessage(m.status)}
      />
      <SectionSearch
        label={sectionMessages.name}
        initial={name}
        onSearch={search}
      />
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={groups.ids.length === 0}
      >
        <Rows aria-label={title}>
          {groups.ids.map((id) => {
            const group = groups.byId[id];
            return group ? (
              <AdminGroupRow key={id} group={group} status={status} />
            ) : null;
          })}
        </Rows>
        {groups.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </SectionScreen>
  );
}
