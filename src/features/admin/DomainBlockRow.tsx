import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
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
import { Labelled } from "./Labelled";
import { domainsMessages as m, SEVERITIES } from "./domainsMessages";
import {
  Badge,
  Badges,
  Meta,
  Row,
  RowActions,
  RowMain,
  Strong,
} from "./SectionList.styles";
import { sectionMessages } from "./sectionMessages";

/** One blocked domain: how hard, why, and its edit in place. */
export function DomainBlockRow({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const block = useAppSelector((state) => selectDomainBlockById(state, id));
  const full = useAppSelector(selectHasFullDomainBlocks);
  const [editing, setEditing] = useState(false);
  if (!block) return null;
  const settled = !isProvisional(id);
  if (editing)
    return (
      <Row aria-label={block.domain}>
        <DomainBlockForm
          block={block}
          full={full}
          onCancel={() => setEditing(false)}
          onSubmit={(params) => {
            setEditing(false);
            void dispatch(updateDomainBlock({ id, params }));
          }}
        />
      </Row>
    );
  return (
    <Row aria-label={block.domain}>
      <RowMain>
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
            <Labelled label={m.privateComment}>
              {block.private_comment}
            </Labelled>
          </Meta>
        )}
      </RowMain>
      <RowActions>
        <Button
          size="sm"
          variant="secondary"
          disabled={!settled}
          onClick={() => setEditing(true)}
        >
          <FormattedMessage {...sectionMessages.edit} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!settled}
          onClick={() => void dispatch(deleteDomainBlock({ id }))}
        >
          <FormattedMessage {...sectionMessages.unblock} />
        </Button>
      </RowActions>
    </Row>
  );
}
