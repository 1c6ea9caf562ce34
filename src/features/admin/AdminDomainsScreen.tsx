import { FormattedMessage, useIntl } from "react-intl";
import { LoadMore } from "../../components/LoadMore";
import {
  selectDomainBlocks,
  selectHasFullDomainBlocks,
} from "../../store/admin/federation/selectors";
import {
  createDomainBlock,
  fetchDomainBlocks,
  fetchMoreDomainBlocks,
} from "../../store/admin/federation/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { DomainAllows } from "./DomainAllows";
import { DomainBlockForm } from "./DomainBlockForm";
import { DomainBlockRow } from "./DomainBlockRow";
import { domainsMessages as m } from "./domainsMessages";
import { registerSectionActions } from "./sectionActions";
import { Rows } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { SectionPart, SectionScreen } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

registerSectionActions();

/** `/admin/domains`: the domains the server blocks, and those it allows. */
export function AdminDomainsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchDomainBlocks, undefined);
  const blocks = useAppSelector(selectDomainBlocks);
  const full = useAppSelector(selectHasFullDomainBlocks);
  const allows = useAppSelector((s) => selectSupports(s, "adminDomainAllows"));
  const more = useLoadMore(fetchMoreDomainBlocks);
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.federation)}
      refusal={{ section: "adminFederation", what: m.forbidden }}
    >
      <SectionPart aria-labelledby="admin-domain-blocks">
        <h2 id="admin-domain-blocks">
          <FormattedMessage {...m.blocks} />
        </h2>
        <DomainBlockForm
          full={full}
          onSubmit={(params) => void dispatch(createDomainBlock({ params }))}
        />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={blocks.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(m.blocks)}>
          {blocks.ids.map((id) => (
            <DomainBlockRow key={id} id={id} />
          ))}
        </Rows>
        {blocks.next !== null && <LoadMore {...more} />}
      </SectionLoad>
      {allows && <DomainAllows />}
    </SectionScreen>
  );
}
