import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: { sans: ["Roboto", "system-ui", "sans-serif"] },
      fontSize: { base: ["14px", "20px"] },
      keyframes: {
        "toast-out": { to: { opacity: "0", visibility: "hidden" } },
      },
      animation: {
        // Toasts leave after 6 s by CSS alone, so they also go away without JavaScript.
        "toast-out": "toast-out 0.4s ease-in 6s forwards",
      },
      colors: {
        primary: {
          50: "#ecfdf3",
          100: "#d1fadf",
          500: "#12b76a",
          600: "#039855",
          700: "#027a48",
          800: "#05603a",
        },
      },
    },
  },
  plugins: [],
} satisfies Config;
