// The server renders the plan page's forms at once (the browser loads them on demand): see plan-page-forms-slot.tsx.
import * as forms from "./plan-page-forms";
import { providePlanPageForms } from "./plan-page-forms-slot";

providePlanPageForms(forms);
