import { FormattedMessage } from "react-intl";
import { isProvisional } from "../../store/admin/collection/collection";
import {
  selectDomainBlockById,
  selectHasFullDomainBlocks,
} from "../../store/admin/federation/selectors";
import {
  deleteDomainBlock,
  updateDomainBlock,
} from "../../store/admin/federation/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { DomainBlockForm } from "./DomainBlockForm";
import { EditableRow } from "./EditableRow";
import { Labelled } from "./Labelled";
import { domainsMessages as m, SEVERITIES } from "./domainsMessages";
import { Badge, Badges, Meta, Strong } from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

/** One blocked domain: how hard, why, and its edit in place. */
export function DomainBlockRow({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const block = useAppSelector((state) => selectDomainBlockById(state, id));
  const full = useAppSelector(selectHasFullDomainBlocks);
  if (!block) return null;
  return (
    <EditableRow
      label={block.domain}
      settled={!isProvisional(id)}
      form={(close) => (
        <DomainBlockForm
          block={block}
          full={full}
          onCancel={close}
          onSubmit={(params) => {
            close();
            void dispatch(updateDomainBlock({ id, params }));
          }}
        />
      )}
      remove={{
        label: sectionMessages.unblock,
        onRemove: () => void dispatch(deleteDomainBlock({ id })),
      }}
    >
      <Strong>{block.domain}</Strong>
      <Badges>
        <Badge $tone={block.severity === "suspend" ? "danger" : "plain"}>
          <FormattedMessage {...SEVERITIES[block.severity]} />
        </Badge>
        {block.reject_media && (
          <Badge>
            <FormattedMessage {...m.rejectMedia} />
          </Badge>
        )}
        {block.reject_reports && (
          <Badge>
            <FormattedMessage {...m.rejectReports} />
          </Badge>
        )}
        {block.obfuscate && (
          <Badge>
            <FormattedMessage {...m.obfuscate} />
          </Badge>
        )}
      </Badges>
      {block.public_comment && <Meta>{block.public_comment}</Meta>}
      {block.private_comment && (
        <Meta>
          <Labelled label={m.privateComment}>{block.private_comment}</Labelled>
        </Meta>
      )}
    </EditableRow>
  );
}
