import { FormattedMessage, useIntl } from "react-intl";
import { LoadMore } from "../../components/LoadMore";
import { RelativeTime } from "../../components/RelativeTime";
import { selectAdminBlocks } from "../../store/admin/blocks/slice";
import {
  createIpBlock,
  deleteIpBlock,
  fetchIpBlocks,
  fetchMoreIpBlocks,
} from "../../store/admin/blocks/thunks";
import { isProvisional } from "../../store/admin/collection/collection";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { IpBlockForm } from "./IpBlockForm";
import { ipBlocksMessages as m } from "./ipBlocksMessages";
import { Labelled } from "./Labelled";
import { registerSectionActions } from "./sectionActions";
import { ItemRow } from "./ItemRow";
import { Badge, Meta, Rows, Strong } from "./SectionList.styles";
import { SectionLoad } from "./SectionLoad";
import { sectionMessages } from "./sectionMessages";
import { SectionPart, SectionScreen } from "./SectionScreen";
import { useLoadMore } from "./useLoadMore";

registerSectionActions();

/** `/admin/ip_blocks`: addresses and ranges kept from signing up or from the server. */
export function AdminIpBlocksScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchIpBlocks, undefined);
  const blocks = useAppSelector((state) => selectAdminBlocks(state).ip);
  const more = useLoadMore(fetchMoreIpBlocks);
  return (
    <SectionScreen
      title={intl.formatMessage(sectionNames.ipBlocks)}
      refusal={{ section: "adminBlocks", what: m.forbidden }}
    >
      <SectionPart>
        <IpBlockForm
          onSubmit={(params) =>
            void dispatch(createIpBlock({ params, at: Date.now() }))
          }
        />
      </SectionPart>
      <SectionLoad
        request={request}
        forbidden={m.forbidden}
        empty={blocks.ids.length === 0}
      >
        <Rows aria-label={intl.formatMessage(sectionNames.ipBlocks)}>
          {blocks.ids.map((id) => {
            const block = blocks.byId[id];
            if (!block) return null;
            return (
              <ItemRow
                key={id}
                label={block.ip}
                settled={!isProvisional(id)}
                remove={{
                  label: sectionMessages.unblock,
                  onRemove: () => void dispatch(deleteIpBlock({ id })),
                }}
              >
                <Strong>{block.ip}</Strong>
                <span>
                  <Badge
                    $tone={block.severity === "no_access" ? "danger" : "plain"}
                  >
                    <FormattedMessage {...m[block.severity]} />
                  </Badge>
                </span>
                {block.comment && <Meta>{block.comment}</Meta>}
                <Meta>
                  <Labelled label={sectionMessages.expires}>
                    {block.expires_at ? (
                      <RelativeTime date={block.expires_at} remaining />
                    ) : (
                      <FormattedMessage {...sectionMessages.never} />
                    )}
                  </Labelled>
                </Meta>
              </ItemRow>
            );
          })}
        </Rows>
        {blocks.next !== null && <LoadMore {...more} />}
      </SectionLoad>
    </SectionScreen>
  );
}
