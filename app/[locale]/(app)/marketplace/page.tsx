import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("marketplace", "/marketplace");
export const generateMetadata = page.generateMetadata;
export default page.Page;
