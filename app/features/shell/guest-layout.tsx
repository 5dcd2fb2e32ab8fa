import type { ReactNode } from "react";
import { Logo } from "./logo";

/** Spec §2: the guest top bar, and a centred card for the sign-in pages. */
export function GuestLayout({
  title,
  lang,
  children,
}: {
  title: string;
  /** The card's language when it is not the app's English (an answer page in its recipient's language). */
  lang?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex h-14 items-center border-b border-gray-200 bg-white px-4">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-12">
        <div className="card w-full max-w-md" lang={lang}>
          <h1 className="mb-6 text-xl font-semibold">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
