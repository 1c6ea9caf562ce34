import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  graphemes,
  type ComposeMedia,
  type ComposerId,
} from "../../store/compose/draft";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  mediaDescribed,
  mediaFocused,
  mediaRemoved,
} from "../../store/compose/slice";
import { FocalPointPicker } from "./FocalPointPicker";

export interface ComposeMediaItemProps {
  composerId: ComposerId;
  item: ComposeMedia;
  descriptionLimit: number;
}

/** One attachment: upload progress, then its picture, alt text and focal point. */
export function ComposeMediaItem({
  composerId,
  item,
  descriptionLimit,
}: ComposeMediaItemProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const altId = useId();
  const canFocus = useAppSelector((s) => s.instance.features.focalPoint);
  const target = { composerId, key: item.key };
  const remove = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => dispatch(mediaRemoved(target))}
    >
      <FormattedMessage
        id="compose.media.remove"
        defaultMessage="Remove {name}"
        values={{ name: item.name }}
      />
    </Button>
  );
  if (item.state !== "ready") {
    return (
      <Item>
        <Status item={item} />
        {remove}
      </Item>
    );
  }
  const picture = item.previewUrl ?? item.url;
  const altLength = graphemes(item.description);
  const isImage = item.type === "image" || item.type === "gifv";
  return (
    <Item>
      {picture &&
        (canFocus && item.type === "image" ? (
          <FocalPointPicker
            src={picture}
            focus={item.focus}
            onChange={(focus) => dispatch(mediaFocused({ ...target, focus }))}
          />
        ) : (
          isImage && <Thumb src={picture} alt="" />
        ))}
      <label htmlFor={altId}>
        <FormattedMessage
          id="compose.media.description"
          defaultMessage="Description (alt text) of {name}"
          values={{ name: item.name }}
        />
      </label>
      <Alt
        id={altId}
        value={item.description}
        rows={2}
        aria-invalid={altLength > descriptionLimit}
        placeholder={intl.formatMessage({
          id: "compose.media.descriptionPlaceholder",
          defaultMessage: "Describe this for people who cannot see it",
        })}
        onChange={(event) =>
          dispatch(
            mediaDescribed({ ...target, description: event.target.value }),
          )
        }
      />
      <Count $over={altLength > descriptionLimit}>
        <FormattedMessage
          id="compose.media.descriptionCount"
          defaultMessage="{count}/{max}"
          values={{ count: altLength, max: descriptionLimit }}
        />
      </Count>
      {remove}
    </Item>
  );
}

function Status({ item }: { item: ComposeMedia }) {
  const intl = useIntl();
  if (item.state === "failed") {
    return (
      <Failure role="alert">
        <FormattedMessage
          id="compose.media.failed"
          defaultMessage="{name} could not be uploaded: {reason}"
          values={{ name: item.name, reason: item.error ?? "" }}
        />
      </Failure>
    );
  }
  const label =
    item.state === "processing"
      ? intl.formatMessage(
          {
            id: "compose.media.processing",
            defaultMessage: "Processing {name}…",
          },
          { name: item.name },
        )
      : intl.formatMessage(
          {
            id: "compose.media.uploading",
            defaultMessage: "Uploading {name}",
          },
          { name: item.name },
        );
  return (
    <>
      <span>{label}</span>
      <progress
        aria-label={label}
        max={1}
        value={item.state === "processing" ? undefined : item.progress}
      />
    </>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > button:last-child {
    align-self: flex-start;
  }
`;

const Thumb = styled.img`
  max-inline-size: 100%;
  max-block-size: 12rem;
  object-fit: contain;
`;

const Alt = styled.textarea`
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

const Count = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  color: ${({ theme, $over }) =>
    $over ? theme.colors.dangerText : theme.colors.mutedText};
  font-variant-numeric: tabular-nums;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
