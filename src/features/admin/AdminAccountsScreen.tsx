import { useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { LoadMore } from "../../components/LoadMore";
import {
  selectAccountCapabilities,
  selectAdminAccountsList,
} from "../../store/admin/accounts/selectors";
import {
  fetchAdminAccounts,
  fetchMoreAdminAccounts,
} from "../../store/admin/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { AccountsBulkBar } from "./AccountsBulkBar";
import { AccountsFilterBar } from "./AccountsFilterBar";
import { queryOf, readFilters, writeFilters } from "./accountsFilters";
import { accountsMessages as m } from "./accountsMessages";
import { AccountsRow } from "./AccountsRow";
import { registerSectionActions } from "./sectionActions";
import { SectionLoad } from "./SectionLoad";
import { Rows } from "./SectionList.styles";
import { SectionPart, SectionScreen } from "./SectionScreen";
import { useSignUpArrivals } from "./useSignUpArrivals";

registerSectionActions();

/** `/admin/accounts`: accounts by search and filters, sign-ups answered in place. */
export function AdminAccountsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const can = useAppSelector(selectAccountCapabilities);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, can);
  const request = useRequest(fetchAdminAccounts, queryOf(filters, can));
  const list = useAppSelector(selectAdminAccountsList);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  useSignUpArrivals();
  const signUps = filters.status === "pending";
  const select = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const more = () => {
    setLoadingMore(true);
    void dispatch(fetchMoreAdminAccounts()).finally(() =>
      setLoadingMore(false),
    );
  };
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.accounts)}
      refusal={{ section: "adminAccounts", what: m.forbiddenActions }}
    >
      <SectionPart>
        <AccountsFilterBar
          key={params.toString()}
          filters={filters}
          can={can}
          onChange={(next) => {
            setSelected(new Set());
            setParams(writeFilters(next));
          }}
        />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={list.ids.length === 0}
      >
        {signUps && (
          <AccountsBulkBar
            ids={list.ids}
            selected={selected}
            onSelectAll={(all) => setSelected(new Set(all ? list.ids : []))}
            onDone={() => setSelected(new Set())}
          />
        )}
        <Rows aria-label={intl.formatMessage(sectionNames.accounts)}>
          {list.ids.map((id) => (
            <AccountsRow
              key={id}
              id={id}
              selected={selected.has(id)}
              onSelect={signUps ? select : undefined}
            />
          ))}
        </Rows>
        {list.next !== null && (
          <LoadMore isLoading={loadingMore} onLoad={more} />
        )}
      </SectionLoad>
    </SectionScreen>
  );
}
