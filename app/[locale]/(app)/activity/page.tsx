import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("activity", "/activity");
export const generateMetadata = page.generateMetadata;
export default page.Page;
