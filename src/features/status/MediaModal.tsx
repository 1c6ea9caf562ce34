import { useCallback, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { IconButton } from "../../components/IconButton";
import chevronLeftIcon from "../../components/icons/chevron-left.svg";
import chevronRightIcon from "../../components/icons/chevron-right.svg";
import { Modal } from "../../components/Modal";
import { useAppSelector } from "../../store/hooks";
import type { ModalProps } from "../../store/modals/slice";
import { MediaView, type ViewableMedia } from "./MediaView";
import { selectStatusById } from "../../store/statuses/selectors";

type StackValue = ModalProps[string] | undefined;

/**
 * As the modal stack carries them (plain data, checked here): a post's
 * attachments from `index`, or one lone file (an avatar, a header) by `url`.
 */
export interface MediaModalProps {
  statusId?: StackValue;
  /** The attachment to start at, an index into the post's media_attachments. */
  index?: StackValue;
  url?: StackValue;
  type?: StackValue;
  description?: StackValue;
  onClose: () => void;
}

const text = (value: StackValue) => (typeof value === "string" ? value : null);

type MediaType = ViewableMedia["type"];

/** Every media type the schema knows (the type checker keeps the two alike). */
const MEDIA_TYPES: Record<MediaType, true> = {
  image: true,
  video: true,
  gifv: true,
  audio: true,
  unknown: true,
};

function isMediaType(value: string | null): value is MediaType {
  return value !== null && Object.hasOwn(MEDIA_TYPES, value);
}

/** A lone file as an attachment the viewer can show. */
function loneMedia(
  url: string,
  type: string | null,
  description: string | null,
): ViewableMedia {
  const kind = isMediaType(type) ? type : "image";
  return {
    id: url,
    type: kind,
    url,
    remote_url: null,
    preview_url: url,
    description,
  };
}

function usePostMedia(statusId: string | null): readonly ViewableMedia[] {
  const status = useAppSelector((s) =>
    statusId === null ? undefined : selectStatusById(s, statusId),
  );
  return status?.media_attachments ?? NO_MEDIA;
}

const NO_MEDIA: readonly ViewableMedia[] = [];

/** Keys handled by the players themselves, or by text fields, are left alone. */
function isOwnKeyTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    /^(INPUT|TEXTAREA|SELECT|VIDEO|AUDIO)$/.test(target.tagName)
  );
}

/** Arrow keys step through the gallery; in right-to-left pages they point the other way. */
function useArrowKeys(step: (by: 1 | -1) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isOwnKeyTarget(event.target)) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const rtl = document.documentElement.dir === "rtl";
      const forward = (event.key === "ArrowRight") !== rtl;
      event.preventDefault();
      step(forward ? 1 : -1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step]);
}

/** What the modal shows, where it stands, and a wrapping step through it. */
function useGallery(props: MediaModalProps) {
  const postMedia = usePostMedia(text(props.statusId));
  const url = text(props.url);
  const media = url
    ? [loneMedia(url, text(props.type), text(props.description))]
    : postMedia;
  const count = media.length;
  const start = typeof props.index === "number" ? props.index : 0;
  const [current, setCurrent] = useState(
    Math.min(Math.max(0, start), Math.max(0, count - 1)),
  );
  const step = useCallback(
    (by: 1 | -1) =>
      setCurrent((at) => (count === 0 ? 0 : (at + by + count) % count)),
    [count],
  );
  useArrowKeys(step);
  return { attachment: media[current], current, count, step };
}

/** The MEDIA modal: a post's attachments one at a time, with their descriptions. */
export function MediaModal(props: MediaModalProps) {
  const intl = useIntl();
  const { attachment, current, count, step } = useGallery(props);
  const title = attachment
    ? intl.formatMessage(
        {
          id: "status.mediaModal.title",
          defaultMessage: "Media {index} of {count}",
        },
        { index: current + 1, count },
      )
    : intl.formatMessage({
        id: "status.mediaModal.missingTitle",
        defaultMessage: "Media",
      });
  return (
    <Modal title={title} size="lg" onClose={props.onClose}>
      {attachment ? (
        <Viewer>
          <Stage key={attachment.id}>
            <MediaView attachment={attachment} />
          </Stage>
          {attachment.description?.trim() && (
            <Description dir="auto">{attachment.description}</Description>
          )}
          {count > 1 && <Stepper step={step} />}
        </Viewer>
      ) : (
        <p>
          <FormattedMessage
            id="status.mediaModal.missing"
            defaultMessage="This media is no longer available."
          />
        </p>
      )}
    </Modal>
  );
}

function Stepper({ step }: { step: (by: 1 | -1) => void }) {
  const intl = useIntl();
  return (
    <Nav>
      <IconButton
        src={chevronLeftIcon}
        label={intl.formatMessage({
          id: "status.mediaModal.previous",
          defaultMessage: "Previous",
        })}
        onClick={() => step(-1)}
      />
      <IconButton
        src={chevronRightIcon}
        label={intl.formatMessage({
          id: "status.mediaModal.next",
          defaultMessage: "Next",
        })}
        onClick={() => step(1)}
      />
    </Nav>
  );
}

const Viewer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Stage = styled.div`
  display: flex;
  justify-content: center;
  min-block-size: 8rem;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  white-space: pre-wrap;
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
`;
