import { TOGGLE_LINK_COMMAND } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $patchStyleText } from "@lexical/selection";
import {
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  type ElementFormatType,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type TextFormatType,
} from "lexical";
import type { ReactNode } from "react";
import { $createImageNode } from "./image-node";

/** The spec's toolbar (§9): bold, italic, underline, strike, lists, align, colour, link, image, background. */
export const TOOLBAR = [
  "bold",
  "italic",
  "underline",
  "strike",
  "lists",
  "align",
  "colour",
  "link",
  "image",
  "background",
] as const;

function Button({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="rounded px-2 py-1 text-sm hover:bg-gray-100"
    >
      {children}
    </button>
  );
}

export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const text = (format: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format);
  const align = (format: ElementFormatType) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format);
  const style = (css: Record<string, string>) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $patchStyleText(selection, css);
    });
  const link = () => {
    const url = window.prompt("Link address (https://…)");
    if (url !== null) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim() || null);
  };
  const image = () => {
    // Only what the server keeps: a Keel attachment link or an inline image (remote images are dropped).
    const src = window.prompt("Image: a Keel attachment link (/managementplan/attachment/…)");
    if (!src || !/^(\/managementplan\/attachment\/|data:image\/)/i.test(src.trim())) return;
    editor.update(() => $insertNodes([$createImageNode(src.trim(), "")]));
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-gray-200 p-1"
    >
      <Button label="Bold" onClick={() => text("bold")}>
        <strong>B</strong>
      </Button>
      <Button label="Italic" onClick={() => text("italic")}>
        <em>I</em>
      </Button>
      <Button label="Underline" onClick={() => text("underline")}>
        <u>U</u>
      </Button>
      <Button label="Strikethrough" onClick={() => text("strikethrough")}>
        <s>S</s>
      </Button>
      <Button
        label="Bulleted list"
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      >
        • List
      </Button>
      <Button
        label="1. List: numbered list"
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      >
        1. List
      </Button>
      <Button label="Align left" onClick={() => align("left")}>
        ⇤
      </Button>
      <Button label="Align centre" onClick={() => align("center")}>
        ≡
      </Button>
      <Button label="Align right" onClick={() => align("right")}>
        ⇥
      </Button>
      <label className="flex items-center gap-1 px-1 text-xs">
        Colour
        <input type="color" aria-label="Text colour" onChange={(e) => style({ color: e.target.value })} />
      </label>
      <label className="flex items-center gap-1 px-1 text-xs">
        Background
        <input
          type="color"
          defaultValue="#ffff00"
          aria-label="Background colour"
          onChange={(e) => style({ "background-color": e.target.value })}
        />
      </label>
      <Button label="Link" onClick={link}>
        Link
      </Button>
      <Button label="Image" onClick={image}>
        Image
      </Button>
    </div>
  );
}
