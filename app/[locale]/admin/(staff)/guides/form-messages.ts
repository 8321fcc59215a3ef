/** What the guide form says in the browser: its own texts, errors, upload messages, names of languages, species and topics. */
export const GUIDE_FORM_MESSAGES = ["admin.guides", "errors", "media", "storeManage.images", "language", "guides.species", "guides.topics"] as const;
