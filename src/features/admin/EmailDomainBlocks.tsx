import { FormattedMessage, useIntl } from "react-intl";
import { LoadMore } from "../../components/LoadMore";
import { selectAdminBlocks } from "../../store/admin/blocks/slice";
import {
  createEmailDomainBlock,
  deleteEmailDomainBlock,
  fetchEmailDomainBlocks,
  fetchMoreEmailDomainBlocks,
} from "../../store/admin/blocks/thunks";
import { isProvisional } from "../../store/admin/collection/collection";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { emailBlocksMessages as m } from "./emailBlocksMessages";
import { AddForm } from "./AddForm";
import { ItemRow } from "./ItemRow";
import { Rows, Strong } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

/** E-mail domains no one may sign up with. */
export function EmailDomainBlocks() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchEmailDomainBlocks, undefined);
  const blocks = useAppSelector(
    (state) => selectAdminBlocks(state).emailDomains,
  );
  const more = useLoadMore(fetchMoreEmailDomainBlocks);
  return (
    <SectionPart aria-labelledby="admin-email-domains">
      <h2 id="admin-email-domains">
        <FormattedMessage {...m.domains} />
      </h2>
      <AddForm
        name={intl.formatMessage(m.domains)}
        label={sectionMessages.domain}
        placeholder="mail.example"
        submit={sectionMessages.block}
        onAdd={(domain) => void dispatch(createEmailDomainBlock({ domain }))}
      />
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={blocks.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(m.domains)}>
          {blocks.ids.map((id) => {
            const block = blocks.byId[id];
            if (!block) return null;
            return (
              <ItemRow
                key={id}
                label={block.domain}
                settled={!isProvisional(id)}
                remove={{
                  label: sectionMessages.unblock,
                  onRemove: () => void dispatch(deleteEmailDomainBlock({ id })),
                }}
              >
                <Strong>{block.domain}</Strong>
              </ItemRow>
            );
          })}
        </Rows>
        {blocks.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </SectionPart>
  );
}
