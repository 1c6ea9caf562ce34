import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import styled, { css } from "styled-components";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Message } from "../../components/Message";
import { Modal } from "../../components/Modal";
import { RelativeTime } from "../../components/RelativeTime";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  selectAccountStories,
  selectStoryRing,
} from "../../store/stories/selectors";
import {
  fetchAccountStories,
  markStoryViewed,
  removeStory,
} from "../../store/stories/thunks";
import { useRequest } from "../../store/useRequest";
import { StoryProgress } from "./StoryProgress";
import { StoryViewersDialog } from "./StoryViewersDialog";
import { storyMessages as messages } from "./storyMessages";

export interface StoryViewerProps {
  accountId: string;
  /** The member's own: Viewers and Delete, and no views sent. */
  own: boolean;
  /** After the last story: the strip opens the next account's. */
  onFinished: () => void;
  onClose: () => void;
}

const NONE: never[] = [];

/**
 * One account's live stories in a dialog, oldest first, each marked seen as
 * it shows. A story moves on by itself after its duration (not under
 * reduced motion); the previous and next buttons, the arrow keys and the
 * pause button step and hold it, and so do the pointer over the picture and
 * the keyboard's focus on its buttons.
 */
export function StoryViewer({
  accountId,
  own,
  onFinished,
  onClose,
}: StoryViewerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchAccountStories, { accountId });
  const nodes = useAppSelector(
    (s) => selectAccountStories(s, accountId) ?? NONE,
  );
  const ring = useAppSelector((s) => selectStoryRing(s, accountId));
  const account = useAppSelector((s) => s.accounts.byId[accountId]);
  const name = account?.acct ?? ring?.acct ?? "";
  // Opens on the first story not seen yet, as Pixelfed's viewer does.
  const [index, setIndex] = useState<number | null>(null);
  const [held, setHeld] = useState({
    hover: false,
    focus: false,
    pause: false,
  });
  const [panel, setPanel] = useState<"viewers" | "delete" | null>(null);
  const loaded = request.phase === "done" && nodes.length > 0;
  if (loaded && index === null)
    setIndex(Math.max(0, own ? 0 : nodes.findIndex((n) => !n.seen)));
  const at = Math.min(index ?? 0, Math.max(0, nodes.length - 1));
  const node = loaded ? nodes[at] : undefined;

  const nodeId = node?.id;
  useEffect(() => {
    if (nodeId !== undefined)
      void dispatch(markStoryViewed({ accountId, storyId: nodeId }));
  }, [dispatch, accountId, nodeId]);

  const step = (by: number) => {
    const next = at + by;
    if (next >= nodes.length) onFinished();
    else setIndex(Math.max(0, next));
  };

  useEffect(() => {
    if (panel !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === "ArrowRight") step(1);
      else if (event.key === "ArrowLeft") step(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
    };
  });

  const remove = async () => {
    if (!node) return;
    const result = await dispatch(removeStory({ accountId, storyId: node.id }));
    setPanel(null);
    if (removeStory.fulfilled.match(result) && nodes.length === 1) onClose();
  };

  const paused = held.hover || held.focus || held.pause || panel !== null;
  const title = own
    ? intl.formatMessage(messages.own)
    : intl.formatMessage(messages.title, { name });
  const position = node
    ? intl.formatMessage(messages.position, {
        index: at + 1,
        count: nodes.length,
      })
    : "";
  return (
    <Modal title={title} onClose={onClose}>
      {request.phase === "failed" ? (
        <Message onRetry={request.retry} failure={request.failure}>
          {intl.formatMessage(messages.failed)}
        </Message>
      ) : request.phase === "done" && !node ? (
        <Message>{intl.formatMessage(messages.none)}</Message>
      ) : (
        node && (
          <>
            <StoryProgress
              nodes={nodes}
              index={at}
              paused={paused}
              onEnded={() => step(1)}
            />
            <VisuallyHidden>
              <span aria-live="polite">{position}</span>
            </VisuallyHidden>
            <Stage
              onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
              onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
              onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
              onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
            >
              {node.type === "video" ? (
                <StoryVideo
                  key={node.id}
                  src={node.src}
                  paused={paused}
                  label={position}
                />
              ) : (
                <Picture key={node.id} src={node.src} alt={position} />
              )}
              <Step
                type="button"
                $side="start"
                aria-label={intl.formatMessage(messages.previous)}
                disabled={at === 0}
                onClick={() => step(-1)}
              />
              <Step
                type="button"
                $side="end"
                aria-label={intl.formatMessage(messages.next)}
                onClick={() => step(1)}
              />
            </Stage>
            <Footer>
              <RelativeTime date={node.created_at} />
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={held.pause}
                onClick={() => setHeld((h) => ({ ...h, pause: !h.pause }))}
              >
                {intl.formatMessage(
                  held.pause ? messages.play : messages.pause,
                )}
              </Button>
              {own && (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setPanel("viewers")}
                  >
                    {node.view_count === null
                      ? intl.formatMessage(messages.viewers)
                      : intl.formatMessage(messages.viewerCount, {
                          count: node.view_count,
                        })}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setPanel("delete")}
                  >
                    {intl.formatMessage(messages.delete)}
                  </Button>
                </>
              )}
            </Footer>
          </>
        )
      )}
      {panel === "viewers" && node && (
        <StoryViewersDialog storyId={node.id} onClose={() => setPanel(null)} />
      )}
      {panel === "delete" && (
        <ConfirmDialog
          title={intl.formatMessage(messages.delete)}
          confirmLabel={intl.formatMessage(messages.delete)}
          danger
          onConfirm={() => void remove()}
          onClose={() => setPanel(null)}
        >
          {intl.formatMessage(messages.deleteConfirm)}
        </ConfirmDialog>
      )}
    </Modal>
  );
}

interface StoryVideoProps {
  src: string;
  paused: boolean;
  label: string;
}

/** A video story: muted, as pictures are silent, and held with the rest. */
function StoryVideo({ src, paused, label }: StoryVideoProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (!video) return;
    if (paused) video.pause();
    else void video.play().catch(() => undefined);
  }, [video, paused]);
  return (
    <Video ref={setVideo} src={src} muted playsInline aria-label={label} />
  );
}

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-block-size: 12rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
  overflow: hidden;
`;

const media = css`
  display: block;
  inline-size: 100%;
  max-block-size: min(70vh, 40rem);
  object-fit: contain;
`;

const Picture = styled.img`
  ${media}
`;

const Video = styled.video`
  ${media}
`;

/** Each half of the picture steps back or on; seen only when focused. */
const Step = styled.button<{ $side: "start" | "end" }>`
  position: absolute;
  inset-block: 0;
  ${({ $side }) =>
    $side === "start" ? "inset-inline-start: 0;" : "inset-inline-end: 0;"}
  inline-size: 35%;
  border: 0;
  background: none;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > :first-child {
    margin-inline-end: auto;
  }
`;
