import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { MenuItem } from "../../components/Menu.styles";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import {
  selectStaffCount,
  selectStaffCountHasMore,
} from "../../store/admin/counts/selectors";
import { fetchStaffCounts } from "../../store/admin/counts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useStream } from "../../store/streaming/useStream";
import { paths } from "../../utils/paths";

/** Counts above this show as "99+". */
const BADGE_MAX = 99;

/** The count as the badge shows it: "12", "99+", or "100+" where the server did not count further. */
function useCountText(): string | null {
  const intl = useIntl();
  const count = useAppSelector(selectStaffCount);
  const more = useAppSelector(selectStaffCountHasMore);
  if (count === 0) return null;
  if (count > BADGE_MAX || more)
    return intl.formatMessage(
      { id: "notifications.badge.more", defaultMessage: "{max}+" },
      { max: Math.min(count, BADGE_MAX) },
    );
  return intl.formatNumber(count);
}

/**
 * On the account menu's toggle (staff only, issue 16): how many reports are
 * open and sign-ups pending. Read when the page opens, then kept live by
 * the user stream's `admin.report` and `admin.sign_up` notifications.
 */
export function AdminMenuBadge() {
  const dispatch = useAppDispatch();
  const text = useCountText();
  useStream("user");
  useEffect(() => {
    void dispatch(fetchStaffCounts());
  }, [dispatch]);
  return text === null ? null : <Badge aria-hidden="true">{text}</Badge>;
}

export interface AdminMenuLinkProps {
  /** Closes the menu when the link is followed. */
  onNavigate: () => void;
}

/** The account menu's link to the staff console, with what waits there. */
export function AdminMenuLink({ onNavigate }: AdminMenuLinkProps) {
  const text = useCountText();
  return (
    <li>
      <MenuItem as={Link} to={paths.admin()} onClick={onNavigate}>
        <FormattedMessage id="admin.title" defaultMessage="Staff console" />
        {text !== null && (
          <>
            <Badge aria-hidden="true">{text}</Badge>
            <VisuallyHidden>
              <FormattedMessage
                id="admin.menu.waiting"
                defaultMessage="({count} waiting)"
                values={{ count: text }}
              />
            </VisuallyHidden>
          </>
        )}
      </MenuItem>
    </li>
  );
}

const Badge = styled.span`
  min-inline-size: 1.25rem;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
`;
