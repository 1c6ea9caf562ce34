/** The built-in emoji of the pickers: the reactions people use most. */
export const COMMON_EMOJI: readonly string[] = (
  "👍 ❤️ 😆 😮 😢 😡 🎉 🔥 👏 🙏 🤔 😂 🥰 😍 😊 😅 🙂 😉 " +
  "😎 🤯 🥺 😭 💯 ✨ 👀 💜 💙 💚 ⭐ 🌱 🍞 ☕ 🍰 🎂 ✅ ❌"
).split(" ");
