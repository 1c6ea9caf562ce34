import type { Ref } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";

export interface StatusNoticeProps {
  /** Filter titles that matched; without them the post is missing (a tombstone). */
  filters?: readonly string[];
  onShow?: () => void;
  /** The card's ref: in a feed the stand-in is the row's article. */
  ref?: Ref<HTMLElement>;
}

/** What stands in for a post: "Filtered: X" with "Show anyway", or "This post is unavailable". */
export function StatusNotice({ filters, onShow, ref }: StatusNoticeProps) {
  const intl = useIntl();
  if (!filters || filters.length === 0) {
    return (
      <Box>
        <FormattedMessage
          id="status.notice.unavailable"
          defaultMessage="This post is unavailable"
        />
      </Box>
    );
  }
  return (
    <Box ref={ref}>
      <FormattedMessage
        id="status.notice.filtered"
        defaultMessage="Filtered: {titles}"
        values={{ titles: intl.formatList(filters, { type: "unit" }) }}
      />
      {onShow && (
        <Button variant="link" size="sm" onClick={onShow}>
          <FormattedMessage
            id="status.notice.showAnyway"
            defaultMessage="Show anyway"
          />
        </Button>
      )}
    </Box>
  );
}

const Box = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
