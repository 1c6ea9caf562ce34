import type { AnchorHTMLAttributes, ReactNode } from "react";
import { externalLink, type SafeUrlOptions } from "../utils/safeUrl";

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "target" | "rel"
> {
  /** A URL from server data; the link is rendered only if utils/safeUrl.ts allows it. */
  href: string | null | undefined;
  /** Also `mailto:` (as in post content). */
  mailto?: SafeUrlOptions["mailto"];
  /** What shows when the URL is refused; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A link to another site from server data, the one way the app renders one:
 * http(s) only, opened apart with `rel="noopener noreferrer nofollow"`.
 */
export function ExternalLink({
  href,
  mailto,
  fallback = null,
  children,
  ...rest
}: ExternalLinkProps) {
  const attributes = externalLink(href, { mailto });
  if (attributes === null) return <>{fallback}</>;
  return (
    <a {...rest} {...attributes}>
      {children}
    </a>
  );
}
