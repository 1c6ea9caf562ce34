import { FormattedMessage, useIntl } from "react-intl";
import { LoadMore } from "../../components/LoadMore";
import { isProvisional } from "../../store/admin/collection/collection";
import {
  selectDomainAllowById,
  selectDomainAllows,
} from "../../store/admin/federation/selectors";
import {
  createDomainAllow,
  deleteDomainAllow,
  fetchDomainAllows,
  fetchMoreDomainAllows,
} from "../../store/admin/federation/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { domainsMessages as m } from "./domainsMessages";
import { AddForm } from "./AddForm";
import { ItemRow } from "./ItemRow";
import { Rows, Strong } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

/** Domains allowed to federate where the server allows only those it lists. */
export function DomainAllows() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchDomainAllows, undefined);
  const allows = useAppSelector(selectDomainAllows);
  const more = useLoadMore(fetchMoreDomainAllows);
  return (
    <>
      <SectionPart aria-labelledby="admin-domain-allows">
        <h2 id="admin-domain-allows">
          <FormattedMessage {...m.allows} />
        </h2>
        <AddForm
          name={intl.formatMessage(m.allows)}
          label={sectionMessages.domain}
          submit={m.allow}
          onAdd={(domain) => void dispatch(createDomainAllow({ domain }))}
        />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={allows.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(m.allows)}>
          {allows.ids.map((id) => (
            <AllowRow key={id} id={id} />
          ))}
        </Rows>
        {allows.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </>
  );
}

function AllowRow({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const allow = useAppSelector((state) => selectDomainAllowById(state, id));
  if (!allow) return null;
  return (
    <ItemRow
      label={allow.domain}
      settled={!isProvisional(id)}
      remove={{
        label: sectionMessages.remove,
        onRemove: () => void dispatch(deleteDomainAllow({ id })),
      }}
    >
      <Strong>{allow.domain}</Strong>
    </ItemRow>
  );
}
