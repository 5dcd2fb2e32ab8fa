// The server renders the analysis editor at once (the browser loads it on demand): see analysis-editor-slot.tsx.
import * as editor from "./analysis-editor";
import { provideAnalysisEditor } from "./analysis-editor-slot";

provideAnalysisEditor(editor);
