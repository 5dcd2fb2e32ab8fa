/** A tel: link for a phone number as people type it (spaces, dots and brackets dropped). Isomorphic. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
