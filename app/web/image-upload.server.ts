import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { redirectWithToast } from "./session.server";

/** Largest upload the forms accept before the API checks the image itself (type and exact size). */
const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * Reads a form that may carry an image chosen with ImagePicker: multipart (without JavaScript) or
 * not. Answers the form data and the image for the API: a data URL, null to remove it, or undefined
 * to keep the current one.
 */
export async function readImageForm(request: Request, name: string) {
  const type = request.headers.get("content-type") ?? "";
  const formData = type.includes("multipart/form-data")
    ? await unstable_parseMultipartFormData(
        request,
        unstable_createMemoryUploadHandler({ maxPartSize: MAX_UPLOAD_BYTES }),
      )
    : await request.formData();
  let image: string | null | undefined;
  const fromClient = formData.get(name);
  const file = formData.get(`${name}File`);
  if (typeof fromClient === "string" && fromClient.startsWith("data:")) image = fromClient;
  else if (file && typeof file !== "string" && file.size > 0) {
    const bytes = Buffer.from(await file.arrayBuffer());
    image = `data:${file.type || "application/octet-stream"};base64,${bytes.toString("base64")}`;
  }
  if (formData.get(`${name}Remove`) === "true") image = null;
  formData.delete(name);
  formData.delete(`${name}File`);
  formData.delete(`${name}Remove`);
  return { formData, image };
}

/**
 * readImageForm for a page's action: an image past the upload limit is answered with an error toast on `back`
 * (`tooLarge`), the page the form is on, instead of failing the action.
 */
export async function readImageFormOnPage(
  request: Request,
  name: string,
  back: string,
  tooLarge: string,
): Promise<Response | Awaited<ReturnType<typeof readImageForm>>> {
  try {
    return await readImageForm(request, name);
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError)
      return redirectWithToast(request, back, { type: "error", message: tooLarge });
    throw e;
  }
}
