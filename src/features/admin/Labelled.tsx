import type { ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { sectionMessages } from "./sectionMessages";

/** A value after the name of what it is ("Expires: in 3 days"), in the reader's language's way. */
export function Labelled({
  label,
  children,
}: {
  label: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <FormattedMessage
      {...sectionMessages.labelled}
      values={{ label: <FormattedMessage {...label} />, value: children }}
    />
  );
}
