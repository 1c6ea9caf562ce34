import { useState, type ReactNode } from "react";
import checkIcon from "./icons/check.svg";
import linkIcon from "./icons/link.svg";
import { MenuEntry } from "./MenuEntry";

export interface CopyLinkEntryProps {
  url: string;
  label: ReactNode;
  /** Shown once the link is on the clipboard. */
  copiedLabel: ReactNode;
}

/** A menu entry that copies a link, and says so once it worked. */
export function CopyLinkEntry({ url, label, copiedLabel }: CopyLinkEntryProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Insecure contexts have no clipboard: the menu's "Open original page"
    // still shows the link.
    try {
      void navigator.clipboard.writeText(url).then(
        () => setCopied(true),
        () => undefined,
      );
    } catch {
      setCopied(false);
    }
  };
  return (
    <MenuEntry icon={copied ? checkIcon : linkIcon} onClick={copy}>
      {copied ? copiedLabel : label}
    </MenuEntry>
  );
}
