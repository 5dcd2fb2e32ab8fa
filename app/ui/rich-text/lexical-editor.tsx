import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $getRoot, $insertNodes, type LexicalEditor as Editor } from "lexical";
import { useState } from "react";
import { ImageNode } from "./image-node";
import { Toolbar } from "./toolbar";

const THEME = {
  text: { bold: "font-bold", italic: "italic", underline: "underline", strikethrough: "line-through" },
  list: { ul: "list-disc pl-6", ol: "list-decimal pl-6" },
  link: "text-primary-700 underline",
  paragraph: "mb-2",
};

/** The Lexical editor of a rich-text field; its HTML goes into a hidden input named `name`. */
export default function LexicalEditor({
  id,
  name,
  initialHtml,
  label,
}: {
  id: string;
  name: string;
  initialHtml: string;
  label: string;
}) {
  const [html, setHtml] = useState(initialHtml);
  const config = {
    namespace: id,
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    onError: (error: Error) => console.error(error),
    editorState: (editor: Editor) => {
      if (!initialHtml) return;
      const dom = new DOMParser().parseFromString(initialHtml, "text/html");
      const nodes = $generateNodesFromDOM(editor, dom);
      $getRoot().select();
      $insertNodes(nodes);
    },
  };
  return (
    <LexicalComposer initialConfig={config}>
      <div className="rounded-md border border-gray-300 bg-white" data-rich-text={name}>
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-label={label}
                className="min-h-48 px-3 py-2 text-sm focus:outline-none"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => /^(https?:|mailto:|tel:)/i.test(url)} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state, editor) => state.read(() => setHtml($generateHtmlFromNodes(editor)))}
        />
      </div>
      <input type="hidden" name={name} value={html} />
    </LexicalComposer>
  );
}
