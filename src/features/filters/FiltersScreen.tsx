import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ColumnHeader } from "../../components/ColumnHeader";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { isExpired } from "../../store/filters/match";
import type { StoredFilter } from "../../store/filters/normalize";
import { selectFilters } from "../../store/filters/selectors";
import { deleteFilter } from "../../store/filters/thunks";
import { useViewerFilters } from "../../store/filters/useViewerFilters";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { FilterEditor } from "./FilterEditor";
import {
  actionMessages,
  contextMessages,
  filterMessages,
} from "./filterMessages";

/**
 * `/filters`: the member's filters, each with what it matches, where, what
 * it does and until when; new ones and changes in a dialog.
 */
export function FiltersScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(filterMessages.title);
  useDocumentTitle(title);
  useViewerFilters();
  const filters = useAppSelector(selectFilters);
  const settled = useAppSelector((s) => s.filters.settledFor !== null);
  const [creating, setCreating] = useState(false);
  let body;
  if (filters !== null && filters.length > 0) {
    body = (
      <Rows aria-label={title}>
        {filters.map((filter) => (
          <FilterRow key={filter.id} filter={filter} />
        ))}
      </Rows>
    );
  } else if (filters === null && settled) {
    body = (
      <Message>
        <FormattedMessage
          id="filters.error"
          defaultMessage="Your filters could not be loaded."
        />
      </Message>
    );
  } else if (filters === null) {
    body = <Skeleton variant="account" rows={3} />;
  } else {
    body = (
      <Message>
        <FormattedMessage
          id="filters.empty"
          defaultMessage="You have no filters yet. A filter hides posts with the words you choose, or warns you before them."
        />
      </Message>
    );
  }
  return (
    <Column>
      <ColumnHeader title={title}>
        <Button size="sm" onClick={() => setCreating(true)}>
          <FormattedMessage {...filterMessages.new} />
        </Button>
      </ColumnHeader>
      {body}
      {creating && <FilterEditor onClose={() => setCreating(false)} />}
    </Column>
  );
}

function FilterRow({ filter }: { filter: StoredFilter }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const close = () => setDialog(null);
  const where = intl.formatList(
    filter.context.map((c) => intl.formatMessage(contextMessages[c])),
    { type: "unit" },
  );
  // A v1 filter is named by its one keyword: it is not said twice.
  const keywords = filter.keywords
    .map((k) => k.keyword)
    .filter((k) => filter.keywords.length > 1 || k !== filter.title);
  return (
    <li>
      <Name>{filter.title}</Name>
      <Detail>
        <span>
          <FormattedMessage {...actionMessages[filter.filter_action]} />
        </span>
        <span>{where}</span>
      </Detail>
      {(keywords.length > 0 || filter.statuses.length > 0) && (
        <Detail>
          {keywords.length > 0 && (
            <span>{intl.formatList(keywords, { type: "unit" })}</span>
          )}
          {filter.statuses.length > 0 && (
            <span>
              <FormattedMessage
                id="filters.posts"
                defaultMessage="{count, plural, one {# post} other {# posts}}"
                values={{ count: filter.statuses.length }}
              />
            </span>
          )}
        </Detail>
      )}
      <Detail>
        <Expiry expiresAt={filter.expires_at} />
      </Detail>
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => setDialog("edit")}>
          <FormattedMessage {...filterMessages.edit} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog("delete")}
        >
          <FormattedMessage {...filterMessages.delete} />
        </Button>
      </Actions>
      {dialog === "edit" && <FilterEditor filter={filter} onClose={close} />}
      {dialog === "delete" && (
        <ConfirmDialog
          danger
          title={<FormattedMessage {...filterMessages.delete} />}
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={close}
          onConfirm={() => void dispatch(deleteFilter({ id: filter.id }))}
        >
          <FormattedMessage
            id="filters.delete.confirm"
            defaultMessage="Delete the filter “{title}”? The posts it hides show again."
            values={{ title: filter.title }}
          />
        </ConfirmDialog>
      )}
    </li>
  );
}

/** "Expires" and its date or "Never"; "Expired" once past. */
function Expiry({ expiresAt }: { expiresAt: string | null }) {
  const intl = useIntl();
  const clock = useAppSelector((s) => s.filters.clock);
  if (expiresAt !== null && isExpired({ expires_at: expiresAt }, clock)) {
    return (
      <span>
        <FormattedMessage {...filterMessages.expired} />
      </span>
    );
  }
  return (
    <>
      <Label>
        <FormattedMessage {...filterMessages.expires} />
      </Label>
      {expiresAt === null ? (
        <FormattedMessage {...filterMessages.never} />
      ) : (
        <time dateTime={expiresAt}>
          {intl.formatDate(expiresAt, {
            dateStyle: "medium",
            timeStyle: "short",
          })}
        </time>
      )}
    </>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const Rows = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

/** Parts of a line, set apart by a middle dot. */
const Detail = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  > span + span::before {
    content: " · ";
  }
`;

const Label = styled.span`
  margin-inline-end: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xs};
`;
