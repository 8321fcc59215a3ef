import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("messages", "/messages");
export const generateMetadata = page.generateMetadata;
export default page.Page;
