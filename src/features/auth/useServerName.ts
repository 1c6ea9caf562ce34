import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";

/** The server's title, else its domain, else the host the app talks to. */
export function useServerName(): string {
  const title = useAppSelector((state) => state.instance.data.title);
  const domain = useAppSelector((state) => state.instance.data.domain);
  const origin = useAppSelector((state) => state.instance.origin);
  return title || domain || new URL(origin ?? getConfig().baseUrl).host;
}
