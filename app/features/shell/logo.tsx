import { paths } from "~/paths";
/** Keel's name and mark, linking home: in the signed-in top bar and on the guest pages. */
export function Logo() {
  return (
    <a href={paths.home} className="flex items-center gap-2 text-lg font-bold text-gray-900 no-underline">
      <img src="/favicon.svg" alt="" className="h-7 w-7" />
      Keel
    </a>
  );
}
