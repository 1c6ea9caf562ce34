import { useId, useRef, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { FieldErrors } from "./FieldErrors";

export interface ProfileImageInputProps {
  label: ReactNode;
  name: "avatar" | "header";
  /** What shows now: the chosen file's preview, else the saved image. */
  src: string;
  /** A file is chosen and not yet saved. */
  chosen: boolean;
  onChoose: (file: File | null) => void;
  /** Removes the saved image on the server; absent where the server cannot. */
  onRemoveSaved?: () => void;
  busy: boolean;
  errors?: readonly string[];
}

/**
 * An image of the profile: a preview, a button that opens the file picker,
 * and one that drops the chosen file or, where the server can, the saved
 * image.
 */
export function ProfileImageInput({
  label,
  name,
  src,
  chosen,
  onChoose,
  onRemoveSaved,
  busy,
  errors,
}: ProfileImageInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  return (
    <Group
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errors?.length ? errorId : undefined}
    >
      <Name id={labelId}>{label}</Name>
      <Preview $wide={name === "header"} src={src} alt="" />
      <Actions>
        <input
          ref={input}
          type="file"
          name={name}
          accept="image/*"
          hidden
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
            event.target.value = "";
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={labelId}
          onClick={() => input.current?.click()}
        >
          <FormattedMessage
            id="settings.profile.chooseImage"
            defaultMessage="Choose an image"
          />
        </Button>
        {(chosen || onRemoveSaved) && (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-describedby={labelId}
            onClick={() => {
              if (chosen) onChoose(null);
              else onRemoveSaved?.();
            }}
          >
            <FormattedMessage
              id="account.removeFollower.confirm"
              defaultMessage="Remove"
            />
          </Button>
        )}
      </Actions>
      <FieldErrors id={errorId} messages={errors} />
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Preview = styled.img<{ $wide: boolean }>`
  inline-size: ${({ $wide }) => ($wide ? "100%" : "96px")};
  block-size: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
