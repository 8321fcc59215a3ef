import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("discover", "/discover");
export const generateMetadata = page.generateMetadata;
export default page.Page;
