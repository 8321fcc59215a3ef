import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("pets", "/pets");
export const generateMetadata = page.generateMetadata;
export default page.Page;
