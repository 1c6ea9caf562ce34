import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import plusIcon from "../../components/icons/plus.svg";
import { useAppSelector } from "../../store/hooks";
import {
  selectAccountStories,
  selectStoryRingIds,
} from "../../store/stories/selectors";
import { fetchStoryCarousel } from "../../store/stories/thunks";
import { useRequest } from "../../store/useRequest";
import { AddStoryDialog } from "./AddStoryDialog";
import { StoryRingButton } from "./StoryRingButton";
import { Name, Tile } from "./StoriesStrip.styles";
import { StoryViewer } from "./StoryViewer";
import { storyMessages as messages } from "./storyMessages";

/**
 * Pixelfed stories above the member's home (gate `stories`): "Add to your
 * story", the member's own ring once they have one, and a ring for each
 * followed account with live stories, new ones first. A ring opens the
 * stories in a dialog; the last story of one account leads to the next.
 */
export function StoriesStrip() {
  const intl = useIntl();
  useRequest(fetchStoryCarousel, undefined);
  const me = useAppSelector((s) => s.session.me);
  const ringIds = useAppSelector(selectStoryRingIds);
  const hasOwn = useAppSelector(
    (s) => me !== null && (selectAccountStories(s, me)?.length ?? 0) > 0,
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const [lastViewed, setLastViewed] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const stripRef = useRef<HTMLElement>(null);
  const view = (accountId: string | null) => {
    setViewing(accountId);
    if (accountId !== null) setLastViewed(accountId);
  };
  // The dialog gives the focus back to the ring that opened it; where that
  // is gone (the member deleted their last story), the focus goes to the
  // ring of the account seen last, or to "Add to your story".
  useEffect(() => {
    if (viewing !== null || lastViewed === null) return;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const strip = stripRef.current;
      const target =
        [
          ...(strip?.querySelectorAll<HTMLElement>("[data-account]") ?? []),
        ].find((ring) => ring.dataset.account === lastViewed) ??
        strip?.querySelector<HTMLElement>("[data-add-story]");
      target?.focus();
    });
    return () => {
      window.clearTimeout(timer);
    };
  }, [viewing, lastViewed]);
  const order = hasOwn && me !== null ? [me, ...ringIds] : ringIds;
  const after = (accountId: string) => {
    const next = order[order.indexOf(accountId) + 1];
    view(next ?? null);
  };
  return (
    <Strip ref={stripRef} aria-label={intl.formatMessage(messages.strip)}>
      <Rings>
        <li>
          <Tile type="button" data-add-story="" onClick={() => setAdding(true)}>
            <AddCircle aria-hidden="true">
              <Icon src={plusIcon} size={22} />
            </AddCircle>
            <Name>{intl.formatMessage(messages.add)}</Name>
          </Tile>
        </li>
        {order.map((accountId) => (
          <li key={accountId}>
            <StoryRingButton
              accountId={accountId}
              own={accountId === me}
              onOpen={() => view(accountId)}
            />
          </li>
        ))}
      </Rings>
      {viewing !== null && (
        <StoryViewer
          key={viewing}
          accountId={viewing}
          own={viewing === me}
          onFinished={() => after(viewing)}
          onClose={() => view(null)}
        />
      )}
      {adding && <AddStoryDialog onClose={() => setAdding(false)} />}
    </Strip>
  );
}

const Strip = styled.section`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Rings = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  list-style: none;
`;

const AddCircle = styled.span`
  display: grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.primary};
`;
