import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../hooks";
import { fetchCustomEmojis } from "./thunks";

/** The server's custom emoji, fetched (once a minute at most) when a picker needs them. */
export function useCustomEmojis() {
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.customEmojis.items);
  useEffect(() => {
    void dispatch(fetchCustomEmojis());
  }, [dispatch]);
  return items;
}
